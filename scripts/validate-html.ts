/**
 * `npm run check:html`: every built HTML page (public/**\/*.html) through two validators with zero
 * errors, the W3C's Nu Html Checker (scripts/lib/nuChecker.ts; its warnings are listed, not failing) and
 * html-validate (config in .htmlvalidate.cjs), plus what makes pages sharable and safe:
 * - a unique <title> and meta description on every page;
 * - a canonical link (absolute, pointing at the page's own route) and Open Graph / Twitter tags whose
 *   image exists in public/;
 * - no web-font CDN, and any @font-face uses `font-display: swap`;
 * - every target="_blank" link has rel="noopener" in the static HTML.
 * Client-only shells (e.g. /news/[...]) are validated as HTML; their head is filled in at runtime or by the
 * server, so the uniqueness and sharing checks skip them. The pages the server renders into those frames
 * (news, videos, search results: scripts/lib/serverRenderedPages.ts) go through both validators too. The 404 pages and the offline pages (the service worker's, noindex) need no canonical link.
 * Titles and descriptions are unique within each edition (English, /ur, /ps).
 * Every built Urdu and Pashto page is in its language and its digits (scripts/lib/editionText.ts); the
 * server's pages are left out, since an edition's news list also shows articles written in English.
 */
import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { classify, runNuChecker } from "./lib/nuChecker";
import { builtPages, PUBLIC_DIR, type BuiltPage } from "./lib/routes";
import { renderServerPages } from "./lib/serverRenderedPages";
import { editionTextProblems } from "./lib/editionText";
import { langFromPath, stripLangPrefix } from "../contract/i18n/locales";

const FONT_CDNS =
  /fonts\.googleapis\.com|fonts\.gstatic\.com|use\.typekit\.net|fonts\.bunny\.net|use\.fontawesome\.com|cdnjs\.cloudflare\.com\/ajax\/libs\/font/i;

type Tag = Record<string, string>;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((m) => {
    const attrs: Tag = {};
    for (const a of m[1].matchAll(/([^\s=/]+)(?:="([^"]*)")?/g))
      attrs[a[1].toLowerCase()] = decode(a[2] ?? "");
    return attrs;
  });
}

/** Pages search engines never list, which name no canonical address of their own. */
const NO_CANONICAL = ["/404", "/offline"];

function headChecks(
  page: BuiltPage,
  html: string,
): { problems: string[]; title: string; description: string } {
  const problems: string[] = [];
  const head = html.slice(0, html.indexOf("</head>") >= 0 ? html.indexOf("</head>") : html.length);
  const title = decode(/<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1] ?? "").trim();
  const metas = tags(head, "meta");
  const meta = (key: string) =>
    metas.find((m) => m.name === key || m.property === key)?.content?.trim() ?? "";
  const description = meta("description");
  if (!title) problems.push("no <title>");
  if (!description) problems.push('no <meta name="description">');
  if (page.placeholder) return { problems, title, description };

  const canonical = tags(head, "link").find((l) =>
    (l.rel ?? "").split(/\s+/).includes("canonical"),
  )?.href;
  if (!NO_CANONICAL.includes(stripLangPrefix(page.route))) {
    if (!canonical) problems.push('no <link rel="canonical">');
    else if (!/^https?:\/\//.test(canonical))
      problems.push(`canonical "${canonical}" is not an absolute URL`);
    else {
      const canonicalPath = new URL(canonical).pathname.replace(/\/$/, "") || "/";
      if (canonicalPath !== page.route)
        problems.push(`canonical "${canonical}" does not point at ${page.route}`);
    }
  }
  for (const key of [
    "og:title",
    "og:description",
    "og:type",
    "og:image",
    "og:image:width",
    "og:image:height",
    "twitter:card",
  ]) {
    if (!meta(key)) problems.push(`no <meta> for ${key}`);
  }
  const image = meta("og:image");
  if (image) {
    if (!/^https?:\/\//.test(image))
      problems.push(`og:image "${image}" is not an absolute URL (crawlers need one)`);
    else {
      const file = path.join(PUBLIC_DIR, decodeURIComponent(new URL(image).pathname));
      if (!fs.existsSync(file))
        problems.push(
          `og:image ${image} is not in the build (${path.relative(process.cwd(), file)} missing)`,
        );
    }
  }
  return { problems, title, description };
}

function bodyChecks(html: string): string[] {
  const problems: string[] = [];
  for (const link of tags(html, "link")) {
    if (FONT_CDNS.test(link.href ?? ""))
      problems.push(`loads fonts from a CDN: <link href="${link.href}">`);
  }
  for (const face of html.matchAll(/@font-face\s*{([^}]*)}/gi)) {
    if (/url\(\s*["']?(https?:)?\/\//i.test(face[1]))
      problems.push(`@font-face loads a font from another origin: ${face[1].slice(0, 120)}`);
    if (!/font-display\s*:\s*swap/i.test(face[1]))
      problems.push(`@font-face without font-display: swap: ${face[1].slice(0, 120)}`);
  }
  // All CSS is in <head> (gatsby-ssr.tsx extracts Emotion's); a <style> in the body would mean that broke.
  const body = html.slice(html.indexOf("<body"));
  if (/<style[\s>]/i.test(body))
    problems.push("a <style> element in <body> (page CSS belongs in <head>)");
  for (const a of tags(html, "a")) {
    if (a.target === "_blank" && !(a.rel ?? "").toLowerCase().split(/\s+/).includes("noopener")) {
      problems.push(`<a href="${a.href}" target="_blank"> without rel="noopener"`);
    }
  }
  return problems;
}

/**
 * html-validate 9.7 crashes on React's useId ids (":R3aiqp:") referenced from aria-labelledby: its
 * unique-landmark rule builds `#${id}` without escaping. Rename them to the same length ("r-R3aiqp")
 * everywhere they occur, so references still match and positions stay right.
 */
function withSafeReactIds(html: string): string {
  return html.replace(/(?<=["\s]):(R[A-Za-z0-9]*):(?=["\s])/g, "r-$1");
}

async function main() {
  const started = Date.now();
  const served = await renderServerPages(PUBLIC_DIR);
  process.on("exit", served.cleanup);
  const built = builtPages();
  const pages = [...built, ...served.pages];
  // One JVM for every page, started first so it works while html-validate runs here.
  const nu = runNuChecker(pages.map((p) => p.file)).then(classify);
  nu.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const failures: string[] = [];
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  let errors = 0;

  for (const page of pages) {
    const rel = path.relative(process.cwd(), page.file);
    const html = fs.readFileSync(page.file, "utf8");
    const report = await validator.validateString(withSafeReactIds(html), page.file);
    for (const message of report.results.flatMap((r) => r.messages)) {
      if (message.severity < 2) continue;
      errors++;
      failures.push(
        `${rel}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${message.selector ? ` [${message.selector}]` : ""}`,
      );
    }
    const { problems, title, description } = headChecks(page, html);
    for (const problem of [...problems, ...bodyChecks(html)])
      failures.push(`${page.route} (${rel}): ${problem}`);
    if (!page.placeholder) {
      // Unique within an edition: an Urdu or Pashto page repeats the English title until its Head is translated.
      const edition = langFromPath(page.route);
      if (title)
        titles.set(`${edition}\n${title}`, [
          ...(titles.get(`${edition}\n${title}`) ?? []),
          page.route,
        ]);
      if (description)
        descriptions.set(`${edition}\n${description}`, [
          ...(descriptions.get(`${edition}\n${description}`) ?? []),
          page.route,
        ]);
    }
  }
  for (const page of built) {
    const edition = langFromPath(page.route);
    if (edition === "en") continue;
    for (const problem of editionTextProblems(fs.readFileSync(page.file, "utf8"), edition))
      failures.push(`${page.route}: ${problem}`);
  }
  for (const [key, routes] of titles) {
    if (routes.length > 1)
      failures.push(`title "${key.split("\n")[1]}" is shared by ${routes.join(", ")}`);
  }
  for (const [key, routes] of descriptions) {
    const text = key.split("\n")[1];
    if (routes.length > 1)
      failures.push(`description "${text.slice(0, 70)}…" is shared by ${routes.join(", ")}`);
  }

  const problems = failures.length - errors;
  const w3c = await nu;
  const rel = (file: string) => path.relative(process.cwd(), file);
  for (const e of w3c.errors)
    failures.push(`${rel(e.file)}:${e.line}:${e.column} W3C checker: ${e.message}`);
  if (w3c.warnings.length) {
    console.log(
      `W3C checker warnings (listed, not failing):\n${w3c.warnings.map((w) => `- ${rel(w.file)}:${w.line}:${w.column} ${w.message}`).join("\n")}`,
    );
  }
  console.log(
    `Checked ${pages.length} HTML pages in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${w3c.errors.length} W3C checker error(s), ${w3c.warnings.length} warning(s), ${w3c.notes} info note(s) not listed, ` +
      `${w3c.setAside} set aside (rel="expect" blocking="render", see scripts/lib/nuChecker.ts); ` +
      `${errors} html-validate error(s), ${problems} head/link problem(s).`,
  );
  if (failures.length) {
    console.error(failures.map((f) => `- ${f}`).join("\n"));
    process.exit(1);
  }
  console.log(
    "No web-font CDN links; every page valid, uniquely titled and described, with canonical and Open Graph tags.",
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * The edition a built page was made for, as its own page data has it: the language and the
 * interface strings that Gatsby's wrapPageElement gives the page in the browser (the build puts
 * them in each page's context: gatsby/onCreatePage.ts). The server renders the news and videos
 * content with exactly these (./contentMarkup.tsx), so its markup says what the browser's first
 * render says, in the same words, and hydration keeps it; the app's scripts carry nothing extra.
 */
import path from "node:path";
import type { Messages } from "../../contract/i18n/format";
import { isLang } from "../../contract/i18n/locales";
import type { PageEdition } from "../../contract/render/pageEdition";
import type { CachedFile, StaticSite } from "./staticSite";

/** `ur/news/index.html` → `page-data/ur/news/page-data.json`; the home page's is `page-data/index/...`. */
export function pageDataPathOf(root: string, htmlAbs: string): string {
  const dir = path.relative(root, path.dirname(htmlAbs)).split(path.sep).join("/");
  return path.join(root, "page-data", dir === "" ? "index" : dir, "page-data.json");
}

const parsed = new WeakMap<CachedFile, PageEdition | null>();

function editionOf(file: CachedFile): PageEdition | null {
  try {
    const context = (
      JSON.parse(file.body.toString("utf8")) as {
        result?: { pageContext?: Record<string, unknown> };
      }
    ).result?.pageContext;
    const messages = context?.messages;
    if (!context || !isLang(context.lang) || typeof messages !== "object" || messages === null)
      return null;
    const texts = Object.entries(messages as Record<string, unknown>);
    if (!texts.every(([, text]) => typeof text === "string")) return null;
    const siteName = (context.translations as { site?: { name?: unknown } } | undefined)?.site?.name;
    const wings = Array.isArray(context.eventWings) ? context.eventWings : [];
    const districts = Array.isArray(context.eventDistricts) ? context.eventDistricts : [];
    return {
      lang: context.lang,
      messages: Object.fromEntries(texts) as Messages,
      ...(typeof siteName === "string" && siteName.trim() !== "" ? { siteName } : {}),
      eventWings: wings.filter(
        (wing): wing is { slug: string; title: string } =>
          typeof wing?.slug === "string" && typeof wing?.title === "string",
      ),
      ...(typeof context.officePhone === "string" && context.officePhone ? { officePhone: context.officePhone } : {}),
      eventDistricts: districts.filter(
        (district): district is { slug: string; name: string } =>
          typeof district?.slug === "string" && typeof district?.name === "string",
      ),
      revision: file.etag,
    };
  } catch {
    return null;
  }
}

/**
 * The edition of the page built as `htmlAbs`; undefined when its page data is missing or has no
 * strings (the page is then served as built, and loads its content in the browser).
 */
export function pageEdition(site: StaticSite, htmlAbs: string): PageEdition | undefined {
  const file = site.file(pageDataPathOf(site.root, htmlAbs));
  if (!file) return undefined;
  let edition = parsed.get(file);
  if (edition === undefined) {
    edition = editionOf(file);
    parsed.set(file, edition);
  }
  return edition ?? undefined;
}

/**
 * The Urdu and Pashto editions, every route (scripts/lib/routes.ts pageRoutes: the built pages of each
 * edition, every leader and wing) at 375 px and 1440 px, one page load per route (loaded at 375 px,
 * then resized): right to left, no sideways scrolling, and axe in both themes where the editions'
 * promise asks for it (Urdu at both widths, Pashto at 375 px); the theme is switched in the same
 * load as a11y.spec.ts does it. Then the keyboard: the desktop menu, the side menu and the language
 * switcher in both editions, and the project tabs' sideways row right to left.
 */
import fs from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "../test-support/e2e/workerContext";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import {
  gotoOk,
  hydrated,
  presetTheme,
  settle,
  switchStoredTheme,
  type Theme,
} from "../test-support/e2e/browser";
import { ONLY_IN, VIEWPORTS } from "../test-support/e2e/projects";
import { ROOT, pageRoutes } from "../scripts/lib/routes";
import { editionDataFiles } from "../gatsby/i18n/fontSubset";
import { LOCALES, stripLangPrefix } from "../contract/i18n/locales";
import urContent from "../data/i18n/ur/content.json";

test.describe.configure({ mode: "parallel" });

const horizontalOverflow = (page: Page) =>
  page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
  );

/** Presses Tab until the focused element matches, at most `limit` times (a keyboard user's walk). */
async function tabTo(page: Page, selector: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const RTL_EDITIONS = ["ur", "ps"] as const;
type Edition = (typeof RTL_EDITIONS)[number];

/** Where axe runs: the Urdu edition at both widths, the Pashto edition at 375 px; both themes each time. */
const axeAt = (lang: Edition, desktop: boolean) => lang === "ur" || !desktop;

// One load per route, in the mobile project: at 375 px, then the same page resized to 1440 px. The
// layout is CSS alone (no script reads the window's width or touch), so a resized page shows what a
// load at that width shows; a second load would check the same again. The routes share their worker's
// context (test-support/e2e/workerContext.ts): one cache, as one reader going through the edition.
for (const lang of RTL_EDITIONS) {
  for (const route of pageRoutes(lang)) {
    test(
      `${route}: right to left, never sideways at 375 and 1440 px, axe in both themes where asked`,
      { tag: ONLY_IN.mobile },
      async ({ workerPage: page }) => {
        const axeRuns = [false, true].filter((desktop) => axeAt(lang, desktop)).length * 2;
        // An upper bound, as in a11y.spec.ts: one load, then up to four axe runs on a busy 2-core machine.
        test.setTimeout(30_000 + axeRuns * 60_000);
        await page.emulateMedia({ colorScheme: "light" });
        await presetTheme(page, "light");
        if (stripLangPrefix(route) === "/404") {
          // The edition's not-found page is answered as what it is.
          const response = await page.goto(route);
          expect([200, 404], `GET ${route} answered ${response?.status()}`).toContain(
            response?.status(),
          );
        } else await gotoOk(page, route);
        await hydrated(page);
        // Light and dark at 375 px; then, resized, dark and light at 1440 px.
        let theme: Theme = "light";
        for (const desktop of [false, true]) {
          if (desktop) {
            await page.setViewportSize(VIEWPORTS.desktop);
          }
          await settle(page);
          const width = desktop ? "1440 px" : "375 px";
          const html = page.locator("html");
          await expect(html).toHaveAttribute("dir", "rtl");
          await expect(html).toHaveAttribute("lang", lang);
          expect(
            await horizontalOverflow(page),
            `pixels the page scrolls sideways at ${width}`,
          ).toBeLessThanOrEqual(0);
          if (!axeAt(lang, desktop)) continue;
          await expectNoAxeViolations(page, `${route}, ${theme}`);
          theme = theme === "light" ? "dark" : "light";
          await switchStoredTheme(page, theme);
          await expectNoAxeViolations(page, `${route}, ${theme}`);
        }
      },
    );
  }
}

test("a translated page has no not-yet-translated line and no text marked English; Home's latest news the edition's own, preloaded", async ({
  page,
  request,
}) => {
  // The line and the English marks themselves are unit-tested (Layout, useEnglishMark): every built
  // page is translated, which scripts/lib/editionText.ts holds the build to.
  await gotoOk(page, "/ur/about/history");
  await expect(page.locator("main h1")).not.toHaveAttribute("lang", "en");
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.getByText(urContent.notTranslated)).toHaveCount(0);
  await expect(page.locator("main table th").first()).not.toHaveAttribute("lang", /./);
  // Nor on Home.
  const latestAsked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/news/latest") latestAsked.push(r.url());
  });
  await gotoOk(page, "/ps");
  await expect(page.locator('main > div > p[lang="ps"], main > p[lang="ps"]')).toHaveCount(0);
  // Home's latest news asks for the edition's own articles, at the address the head preloads: one download.
  const preloaded = "/api/news/latest?shape=site&lang=ps&only=lang";
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute(
    "href",
    preloaded,
  );
  const own = (await (await request.get(preloaded)).json()) as { title: string; lang?: string }[];
  expect(own.map((item) => item.lang)).toEqual(["ps", "ps", "ps"]);
  const latest = page.locator('section[aria-labelledby="latest-news-heading"] article');
  await expect(latest.getByRole("heading")).toHaveText(own.map((item) => item.title));
  // Written in the edition's language: no card marked as another.
  await expect(latest.locator("[lang]")).toHaveCount(0);
  expect(latestAsked.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
    preloaded,
  ]);
});

for (const [from, to] of [
  ["ur", "ps"],
  ["ps", "en"],
] as const) {
  // Desktop only: the side menu's switcher is checked at 375 px.
  test(
    `/${from}: the top bar's language switcher leads to the same page in ${to}, by keyboard`,
    { tag: ONLY_IN.desktop },
    async ({ page }) => {
      await gotoOk(page, `/${from}/join-qwp`);
      await hydrated(page);
      const target = page.locator(`a[hreflang="${to}"]`).first();
      const href = `${LOCALES[to].pathPrefix}/join-qwp`;
      await expect(target).toHaveAttribute("href", href);
      await expect(target).toHaveAttribute("lang", to);
      await expect(page.locator(`a[hreflang="${from}"]`).first()).toHaveAttribute(
        "aria-current",
        "true",
      );
      await tabTo(page, `a[hreflang="${to}"]`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", to);
      await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[to].dir);
    },
  );
}

for (const lang of RTL_EDITIONS) {
  // Desktop only: the desktop header shows from 1280 px.
  test(
    `/${lang}: the desktop menu opens a group and follows its link by keyboard, in the edition`,
    { tag: ONLY_IN.desktop },
    async ({ page }) => {
      await gotoOk(page, `/${lang}`);
      await hydrated(page);
      await tabTo(page, "header nav button[aria-expanded]");
      await page.keyboard.press("ArrowDown");
      const link = page.locator(":focus");
      await expect(link, "ArrowDown moves into the open group").toHaveAttribute(
        "href",
        new RegExp(`^/${lang}/`),
      );
      const href = (await link.getAttribute("href")) ?? "";
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}/?$`));
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    },
  );
}

for (const [from, to, start] of [
  ["ur", "en", "/leader/tariq-khan"],
  ["ps", "ur", "/about/history"],
] as const) {
  // 375 px only: the side menu is the small-screen navigation.
  test(
    `/${from}: the side menu opens from the start side, and its switcher leads to ${to} by keyboard`,
    { tag: ONLY_IN.mobile },
    async ({ page, viewport }) => {
      await gotoOk(page, `/${from}${start}`);
      await hydrated(page);
      await tabTo(page, 'header button[aria-haspopup="dialog"]');
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await settle(page);
      // Right to left, the start side is the right-hand edge.
      const box = await dialog.boundingBox();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport?.width);
      const href = `${LOCALES[to].pathPrefix}${start}`;
      await expect(dialog.locator(`a[hreflang="${to}"]`)).toHaveAttribute("href", href);
      await tabTo(page, `[role="dialog"] a[hreflang="${to}"]`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", to);
      await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[to].dir);
    },
  );
}

// 375 px only: the tabs wrap into rows from 768 px.
test(
  "the project tabs' sideways row scrolls to the chosen tab right to left, and the left arrow goes on",
  { tag: ONLY_IN.mobile },
  async ({ page }) => {
    const categories = (
      JSON.parse(fs.readFileSync(path.join(ROOT, "data/projects.json"), "utf8")) as {
        categories: { id: string }[];
      }
    ).categories;
    const last = categories[categories.length - 1].id;
    await gotoOk(page, `/ur/projects?category=${last}`);
    await hydrated(page);
    const tablist = page.getByRole("tablist");
    const selected = tablist.locator('[aria-selected="true"]');
    await expect(selected).toHaveId(`project-tab-${last}`);
    // The chosen tab, last in the row (far left, right to left), was scrolled into the row's view.
    const inView = () =>
      selected.evaluate((tab) => {
        const row = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
      });
    await expect
      .poll(inView, { message: "the chosen tab is inside the row's visible part" })
      .toBe(true);
    // From the first tab, the left arrow (the reading direction here) selects the second.
    await selected.focus();
    await page.keyboard.press("Home");
    await expect(tablist.locator('[aria-selected="true"]')).toHaveId(
      `project-tab-${categories[0].id}`,
    );
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.locator('[aria-selected="true"]')).toHaveId(
      `project-tab-${categories[1].id}`,
    );
    await page.keyboard.press("End");
    await expect(tablist.locator('[aria-selected="true"]')).toHaveId(`project-tab-${last}`);
    await expect.poll(inView).toBe(true);
  },
);

/** Every string of an edition's interface and content files that is written in the Arabic script. */
function editionTexts(lang: Edition): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") {
      if (/[\u0600-\u06ff]/.test(value)) texts.push(value);
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const file of editionDataFiles(lang, ROOT))
    collect(JSON.parse(fs.readFileSync(file, "utf8")));
  return texts;
}

// The fonts are cut down to the languages' letters at build time (gatsby/i18n/fontSubset.ts). Set in
// the browser, every text of the edition's files must come out as wide as with Fontsource's whole file:
// a letter, joined form or ligature the subset lost would change its width. Letters of other
// languages (Persian's and Kurdish's ڤ ۋ ڭ ۆ ڕ ێ), which both whole files have and the subsets leave
// out on purpose, show that the comparison can tell.
for (const [lang, file] of [
  ["ur", "noto-nastaliq-urdu-arabic-400-normal.woff2"],
  ["ps", "noto-naskh-arabic-arabic-400-normal.woff2"],
] as const) {
  // Once, at 375 px: text shaping does not depend on the window's width.
  test(
    `/${lang}: the font cut down to the edition's letters sets its texts exactly as the whole file; English fetches no font, no edition preloads its face, the language links stay put`,
    { tag: ONLY_IN.mobile },
    async ({ page }) => {
      const pkg = file.startsWith("noto-nastaliq") ? "noto-nastaliq-urdu" : "noto-naskh-arabic";
      const whole = fs.readFileSync(
        path.join(ROOT, "node_modules/@fontsource", pkg, "files", file),
      );
      const cut = fs.readFileSync(path.join(ROOT, "public/fonts", file));
      expect(cut.length, "the subset is smaller than the whole file").toBeLessThan(
        whole.length * 0.9,
      );
      // Where each edition's faces load: English pages fetch no font at all; no edition's head preloads
      // its face, which would download it on a phone that has it installed (src/i18n/editionFonts.ts).
      const fontRequests: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") fontRequests.push(new URL(r.url()).pathname);
      });
      await gotoOk(page, "/");
      await page.waitForLoadState("networkidle");
      expect(fontRequests, "fonts fetched by the English Home").toEqual([]);
      const head = await (await page.request.get(`/${lang}`)).text();
      expect(
        [...head.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map((m) => m[1]),
      ).toEqual([]);
      // The whole file from the page's own origin (the Content-Security-Policy allows fonts from 'self').
      await page.route("**/whole-font.woff2", (route) =>
        route.fulfill({ body: whole, contentType: "font/woff2" }),
      );
      await gotoOk(page, `/${lang}`);
      const texts = editionTexts(lang);
      expect(texts.length).toBeGreaterThan(20);
      const widths = await page.evaluate(
        async ({ texts, file }) => {
          const faces = [
            new FontFace("QwpCut", `url(/fonts/${file})`),
            new FontFace("QwpWhole", "url(/whole-font.woff2)"),
          ];
          for (const face of faces) document.fonts.add(await face.load());
          const width = (family: string, text: string) => {
            const span = document.createElement("span");
            span.style.cssText = `font: 20px ${family}; white-space: pre; position: absolute;`;
            span.textContent = text;
            document.body.appendChild(span);
            const w = span.getBoundingClientRect().width;
            span.remove();
            return w;
          };
          const otherLanguages = "ڤۋڭۆڕێ";
          return {
            cut: texts.map((t) => width("QwpCut", t)),
            whole: texts.map((t) => width("QwpWhole", t)),
            otherLettersDiffer:
              Math.abs(width("QwpCut", otherLanguages) - width("QwpWhole", otherLanguages)) > 0.5,
          };
        },
        { texts, file },
      );
      expect(widths.otherLettersDiffer, "letters outside the subset change the width").toBe(true);
      const differing = texts.filter((_, i) => Math.abs(widths.cut[i] - widths.whole[i]) > 0.5);
      expect(differing, "texts set differently by the subset").toEqual([]);
      // The top bar's language links keep their place whichever face sets them: on a slow link the
      // edition's face can arrive after the first paint (font-display: swap), and the links beside a
      // name it set narrower moved (src/components/layout/TopBar.tsx).
      const switcherBoxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("a[hreflang]")]
            .map((a) => a.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => [Math.round(box.x), Math.round(box.width)]),
        );
      const inTheFace = await switcherBoxes();
      expect(inTheFace).toHaveLength(3);
      // The page's font stack without the edition's face: what the browser sets before the face is there.
      await page.evaluate(() => {
        const stack = getComputedStyle(document.body).fontFamily;
        document.body.style.fontFamily = stack.slice(stack.indexOf(",") + 1);
      });
      expect(await switcherBoxes(), "the language links without the edition's face").toEqual(
        inTheFace,
      );
    },
  );
}

/**
 * A phone that has the Urdu and Pashto faces installed (Android, iOS) downloads none: the pages name
 * them with local() first (src/i18n/editionFonts.ts), by the names CSS can find them by. A browser that
 * sees the faces (test-support/e2e/editionFaces.ts) opens an Urdu page and a Pashto form: no font file
 * is requested and every Arabic-script letter is drawn in the installed face. The suite's own browser,
 * which lacks the faces, shows that the check can tell: it downloads the edition's file and draws in it.
 */
import { chromium, expect, test, type Page } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { gotoOk, hydrated } from "../test-support/e2e/browser";
import {
  facesOfArabicCharacters,
  fontconfigWithEditionFaces,
} from "../test-support/e2e/editionFaces";

const PAGES = [
  { route: "/ur", family: "Noto Nastaliq Urdu" },
  { route: "/ps/join-qwp", family: "Noto Naskh Arabic" },
];

/** Opens `route` and returns the font files it requested and the faces its letters are drawn in. */
async function fontsOf(page: Page, route: string) {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "font" || url.pathname.startsWith("/fonts/"))
      fontRequests.push(url.pathname);
  });
  await gotoOk(page, route);
  await hydrated(page);
  // Settles once every face the page's text asked for has loaded or failed: any font file it
  // requested has been requested by then.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { fontRequests, faces: await facesOfArabicCharacters(page) };
}

// Once, at 375 px: which face a page uses does not depend on the window's width.
test("a phone with the editions' faces downloads none and draws the text in them; one without downloads the edition's file", { tag: ONLY_IN.mobile }, async ({
  page,
  viewport,
  baseURL,
}, testInfo) => {
  const withFaces = await chromium.launch({
    ...testInfo.project.use.launchOptions,
    env: { ...process.env, FONTCONFIG_FILE: fontconfigWithEditionFaces() },
  });
  const context = await withFaces.newContext({ baseURL, viewport });
  try {
    for (const { route, family } of PAGES) {
      const installed = await fontsOf(await context.newPage(), route);
      expect(
        installed.fontRequests,
        `font files requested by ${route} with the faces installed`,
      ).toEqual([]);
      expect(installed.faces.length, `Arabic-script letters on ${route}`).toBeGreaterThan(20);
      expect(
        installed.faces.filter((f) => f.familyName !== family || f.isCustomFont),
        `letters of ${route} not drawn in the installed ${family}`,
      ).toEqual([]);

      const downloaded = await fontsOf(page, route);
      expect(
        downloaded.fontRequests.length,
        `font files requested by ${route} without the faces`,
      ).toBeGreaterThan(0);
      expect(
        downloaded.faces.filter((f) => f.familyName !== family || !f.isCustomFont),
        `letters of ${route} not drawn in the downloaded ${family}`,
      ).toEqual([]);
    }
  } finally {
    await withFaces.close();
  }
});

/**
 * News titles in the Urdu and Pashto editions at 375 px: the title box is three lines of the
 * edition's heading line height (Urdu 1.9, Pashto 1.5), so a long title (the demonstration news has
 * long ones in Urdu and in Pashto) shows whole or ends in an ellipsis on its third line, never cut
 * through a line.
 */
import { expect, test, type Page } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { gotoOk, hydrated, settle } from "../test-support/e2e/browser";

/** The news cards' titles (Home also has project cards). */
const NEWS_TITLES = 'main article :is(h2, h3):has(a[href*="/news/"])';

type TitleBox = { text: string; lines: number; whole: boolean; clamp: string; boxLines: number };

/** Every news card title in the page's main: how many lines it has room for and whether it overflows. */
const titleBoxes = (page: Page) =>
  page.locator(NEWS_TITLES).evaluateAll((headings) =>
    headings.map((h): TitleBox => {
      const style = getComputedStyle(h);
      const lineHeight = parseFloat(style.lineHeight);
      return {
        text: h.textContent ?? "",
        lines: h.scrollHeight / lineHeight,
        whole: h.scrollHeight <= h.clientHeight + 1,
        clamp: style.webkitLineClamp,
        boxLines: h.clientHeight / lineHeight,
      };
    }),
  );

// One run, at 375 px, is enough.
test("at 375 px a news title in /ur/news and on /ps Home is whole or ends in an ellipsis at the edition's line height", { tag: ONLY_IN.mobile }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/ur/news", "/ps"]) {
    await gotoOk(page, path);
    await hydrated(page);
    await page.locator(NEWS_TITLES).first().waitFor();
    await settle(page);
    const boxes = await titleBoxes(page);
    expect(boxes.length, `${path} shows several news titles`).toBeGreaterThanOrEqual(3);
    // At 375 px some titles take three lines: cut through the third when the box was 75 px high.
    expect(
      boxes.some((b) => b.lines > 2.5),
      `${path}: a title of three lines or more (the check has something to check)`,
    ).toBe(true);
    for (const box of boxes) {
      // The box holds exactly three whole lines; a longer title is clamped on the third with an ellipsis.
      expect(box.boxLines, `${path}: "${box.text}" has room for whole lines`).toBeCloseTo(3, 1);
      if (!box.whole)
        expect(box.clamp, `${path}: "${box.text}" is clamped with an ellipsis`).toBe("3");
    }
  }
});

/**
 * Checks that React hydrated the HTML the server wrote instead of replacing it: the errors a page
 * logs (React's hydration errors #418, #423 and #425 among them), and whether an element is still
 * the node the browser parsed from that HTML.
 */
import type { Page } from "@playwright/test";

/** Console errors and uncaught errors of `page`, from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Marks every element matching `selector` as the document's HTML has it, before any script runs. */
export async function markParsedNode(page: Page, selector: string): Promise<void> {
  await page.addInitScript((s) => {
    document.addEventListener("DOMContentLoaded", () => {
      // A property, not an attribute: React would not notice it, and a node it made has none.
      for (const node of document.querySelectorAll(s)) (node as Element & { __parsed?: boolean }).__parsed = true;
    });
  }, selector);
}

/** Whether the first element matching `selector` is still the node the browser parsed (not one React made). */
export function isParsedNode(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => !!(document.querySelector(s) as (Element & { __parsed?: boolean }) | null)?.__parsed, selector);
}

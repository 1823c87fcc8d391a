/** Browser tests of the forms: a person's way of answering the arithmetic captcha. */
import type { Page } from "@playwright/test";

/** Reads "What is 7 × 3?" from the captcha's label and answers it. */
export async function solveCaptcha(page: Page): Promise<void> {
  const label = await page.locator("label", { hasText: /^What is/ }).innerText();
  const [, a, op, b] = label.match(/(\d+)\s*([+−×])\s*(\d+)/) ?? [];
  const left = Number(a);
  const right = Number(b);
  const result = op === "+" ? left + right : op === "−" ? left - right : left * right;
  await page.getByLabel(/^What is/).fill(String(result));
}

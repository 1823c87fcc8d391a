/** Browser tests of the forms: a person's way of answering the arithmetic captcha. */
import type { Page } from "@playwright/test";
import { toAsciiDigits } from "../../contract/i18n/digits";

/** Reads "What is 7 × 3?" from the captcha's label and answers it. */
export async function solveCaptcha(page: Page): Promise<void> {
  const label = await page.locator("label", { hasText: /^What is/ }).innerText();
  const [, a, op, b] = label.match(/(\d+)\s*([+−×])\s*(\d+)/) ?? [];
  const left = Number(a);
  const right = Number(b);
  const result = op === "+" ? left + right : op === "−" ? left - right : left * right;
  await page.getByLabel(/^What is/).fill(String(result));
}

/** 0-9 → ۰-۹: what an Urdu or Pashto phone keyboard types. */
export const easternDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/**
 * Answers the captcha of a page in any edition: the sum is the left-to-right part of its label
 * (the question around it is translated; Pashto writes the numbers ۷ × ۳), and `eastern` types the
 * answer in Urdu/Pashto digits as a visitor on such a keyboard would.
 */
export async function solveEditionCaptcha(page: Page, { eastern = false } = {}): Promise<void> {
  const input = page.locator('input[name="captcha"]');
  const id = await input.getAttribute("id");
  const sum = await page.locator(`label[for="${id}"] [dir="ltr"]`).innerText();
  const [, a, op, b] = toAsciiDigits(sum).match(/(\d+)\s*([+−×])\s*(\d+)/) ?? [];
  const left = Number(a);
  const right = Number(b);
  const result = String(op === "+" ? left + right : op === "−" ? left - right : left * right);
  await input.fill(eastern ? easternDigits(result) : result);
}

/** Form tests: a person's way of solving the arithmetic captcha. */
import { screen } from "@testing-library/react";

/** Reads "What is 7 × 3?" from the captcha's label and works it out, as a visitor would. */
export function captchaAnswer(): string {
  const input = screen.getByLabelText(/^what is/i);
  const label = document.querySelector(`label[for="${input.id}"]`)?.textContent ?? "";
  const match = label.match(/(\d+)\s*([+−×])\s*(\d+)/);
  if (!match) throw new Error(`No captcha question in "${label}"`);
  const [, a, op, b] = match;
  const left = Number(a);
  const right = Number(b);
  return String(op === "+" ? left + right : op === "−" ? left - right : left * right);
}

export const captchaQuestion = () => {
  const input = screen.getByLabelText(/^what is/i);
  return document.querySelector(`label[for="${input.id}"]`)?.textContent ?? "";
};

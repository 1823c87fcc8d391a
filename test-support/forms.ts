/** Form tests: their shared setup, and a person's way of solving the arithmetic captcha. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type React from "react";
import { spyOnFetch } from "./fetch";

export type FetchSpy = ReturnType<typeof spyOnFetch>;

/**
 * The public forms' test setup: fake timers (the captcha's and the banners' timeouts), fetch spied
 * afresh for each test and handed to `use`, React's console errors kept quiet; all undone after.
 */
export function setUpFormTests(use: (fetchSpy: FetchSpy) => void): void {
  beforeEach(() => {
    jest.useFakeTimers();
    use(spyOnFetch());
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/** Renders a form for a user whose typing and clicking move the fake timers on. */
export function renderForm(form: React.ReactElement) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(form);
  return user;
}

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

/** Helpers for form tests: fetch mocked at the network boundary, and a person's way of solving the captcha. */
import { screen } from "@testing-library/react";

/** jsdom has no fetch; give it a placeholder that fails loudly, then spy on it. */
export function spyOnFetch() {
  if (typeof globalThis.fetch !== "function") {
    Object.defineProperty(globalThis, "fetch", {
      value: () => Promise.reject(new Error("fetch was called without a mocked answer")),
      writable: true,
      configurable: true,
    });
  }
  return jest.spyOn(globalThis, "fetch");
}

/** The parts of a Response the API client reads. */
export function jsonResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? "" : JSON.stringify(body)),
  } as unknown as Response;
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

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchSpy: jest.SpyInstance, call = 0): unknown {
  const init = fetchSpy.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body));
}

export function sentHeader(fetchSpy: jest.SpyInstance, name: string, call = 0): string | undefined {
  const init = fetchSpy.mock.calls[call][1] as RequestInit;
  return (init.headers as Record<string, string>)[name];
}

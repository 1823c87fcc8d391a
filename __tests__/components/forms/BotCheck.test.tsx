import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import ContactForm from "../../../src/components/contact/ContactForm";
import { BOT_CHECK_FAILED } from "../../../src/hooks/useFormSubmission";
import type { SolvedCheck } from "../../../src/lib/botCheck/obtainSolution";
import { captchaAnswer } from "../../../test-support/forms";
import { jsonResponse, sentBody, sentHeader, spyOnFetch } from "../../../test-support/fetch";

/**
 * What a visitor meets when the invisible bot check is slow, fails or is refused. The check's
 * source (fetch + worker in the browser) is driven by each test.
 */
const mockObtain = jest.fn<Promise<SolvedCheck>, [AbortSignal]>();
jest.mock("../../../src/lib/botCheck/obtainSolution", () => ({
  obtainSolution: (signal: AbortSignal) => mockObtain(signal),
}));

jest.setTimeout(45_000);
const SUCCESS = "✓ Message sent successfully! We'll get back to you soon.";
let fetchSpy: ReturnType<typeof spyOnFetch>;

const solved = (payload: string, readyInMs = 0): SolvedCheck => ({
  payload,
  readyAt: Date.now() + readyInMs,
  expiresAt: Date.now() + 10 * 60_000,
});

beforeEach(() => {
  jest.useFakeTimers();
  fetchSpy = spyOnFetch();
  mockObtain.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function fillAndSend() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ContactForm />);
  await user.type(screen.getByRole("textbox", { name: /full name/i }), "Gul Rahman");
  await user.type(screen.getByRole("textbox", { name: /email address/i }), "gul@example.pk");
  await user.type(screen.getByRole("textbox", { name: /contact number/i }), "0300 1234567");
  await user.type(screen.getByRole("textbox", { name: /subject/i }), "Relief");
  await user.click(screen.getByRole("textbox", { name: /^message/i }));
  await user.paste("When will relief camps open near Charsadda?");
  await user.type(screen.getByLabelText(/^what is/i), captchaAnswer());
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  return user;
}

it("starts the check as soon as the form is on screen, before anything is typed", () => {
  mockObtain.mockResolvedValue(solved("early"));
  render(<ContactForm />);
  expect(mockObtain).toHaveBeenCalledTimes(1);
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("when the check cannot be done, says so in words, keeps everything typed and offers to try again", async () => {
  mockObtain.mockRejectedValueOnce(new Error("Could not reach the server."));
  const user = await fillAndSend();
  const alert = await screen.findByText(BOT_CHECK_FAILED);
  expect(alert.closest("[role=alert]")).not.toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.getByRole("textbox", { name: /full name/i })).toHaveValue("Gul Rahman");
  expect(screen.getByRole("textbox", { name: /^message/i })).toHaveValue("When will relief camps open near Charsadda?");
  // It stays until the visitor acts on it (unlike the 7-second error banner).
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByText(BOT_CHECK_FAILED)).toBeInTheDocument();

  mockObtain.mockResolvedValue(solved("second try"));
  fetchSpy.mockResolvedValue(jsonResponse({ message: "ok" }, 201));
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(sentBody(fetchSpy)).toMatchObject({ name: "Gul Rahman", altcha: "second try" });
});

it("a form filled in faster than the server allows is sent when the wait is over, not refused", async () => {
  mockObtain.mockResolvedValue(solved("fast", 60_000));
  await fillAndSend();
  await act(async () => jest.advanceTimersByTime(1000));
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  fetchSpy.mockResolvedValue(jsonResponse({ message: "ok" }, 201));
  await act(async () => jest.advanceTimersByTime(60_000));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchSpy)).toMatchObject({ altcha: "fast" });
});

it("a check the server refuses (expired, already used) is replaced once without asking, under the same key", async () => {
  mockObtain.mockResolvedValueOnce(solved("stale")).mockResolvedValue(solved("fresh"));
  fetchSpy
    .mockResolvedValueOnce(jsonResponse({ message: "expired", errors: { altcha: "expired" } }, 400))
    .mockResolvedValueOnce(jsonResponse({ message: "ok" }, 201));
  await fillAndSend();
  expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(sentBody(fetchSpy, 0)).toMatchObject({ altcha: "stale" });
  expect(sentBody(fetchSpy, 1)).toMatchObject({ altcha: "fresh" });
  expect(sentHeader(fetchSpy, "Idempotency-Key", 1)).toBe(sentHeader(fetchSpy, "Idempotency-Key", 0));
});

it("each solution is sent once: the next submission gets a new one", async () => {
  let n = 0;
  mockObtain.mockImplementation(async () => solved(`solution ${(n += 1)}`));
  fetchSpy.mockResolvedValue(jsonResponse({ message: "ok" }, 201));
  const user = await fillAndSend();
  await screen.findByText(SUCCESS);
  await user.type(screen.getByRole("textbox", { name: /full name/i }), "Gul Rahman");
  await user.type(screen.getByRole("textbox", { name: /email address/i }), "gul@example.pk");
  await user.type(screen.getByRole("textbox", { name: /contact number/i }), "0300 1234567");
  await user.type(screen.getByRole("textbox", { name: /subject/i }), "Second");
  await user.click(screen.getByRole("textbox", { name: /^message/i }));
  await user.paste("A second message about the relief camps.");
  await user.type(screen.getByLabelText(/^what is/i), captchaAnswer());
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  expect(sentBody(fetchSpy, 0)).toMatchObject({ altcha: "solution 1" });
  expect(sentBody(fetchSpy, 1)).toMatchObject({ altcha: "solution 2" });
});

it("a form left open is given a new solution a minute before the old one expires", () => {
  mockObtain.mockImplementation(async () => solved("renewable"));
  render(<ContactForm />);
  return act(async () => {
    await Promise.resolve();
    expect(mockObtain).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(9 * 60_000 - 1000);
    expect(mockObtain).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    expect(mockObtain).toHaveBeenCalledTimes(2);
  });
});

import { act, render, renderHook, screen } from "@testing-library/react";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../../gatsby/i18n/messages";
import Captcha from "../../../src/components/forms/Captcha";
import { useCaptcha } from "../../../src/hooks/useCaptcha";
import { I18nProvider } from "../../../src/i18n";

const urdu = loadMessages(path.resolve(__dirname, "../../.."), "ur");

// random() = 0 asks 1 + 1.
function renderCaptcha(inUrdu: boolean) {
  const { result } = renderHook(() => useCaptcha(() => 0));
  const view = <Captcha captcha={result.current} id="test-captcha" />;
  render(inUrdu ? <I18nProvider lang="ur" messages={urdu}>{view}</I18nProvider> : view);
  return result;
}

it("asks in the edition's language with the sum kept left to right, and accepts Urdu digits", () => {
  const captcha = renderCaptcha(true);
  const input = screen.getByRole("textbox", { name: "1 + 1 کتنے ہوتے ہیں؟" });
  expect(screen.getByText("1 + 1")).toHaveAttribute("dir", "ltr");
  expect(input).toHaveAccessibleDescription(urdu["forms.captchaHint"]);
  expect(screen.getByRole("button", { name: "نیا سوال" })).toBeInTheDocument();
  act(() => captcha.current.setAnswer("۲"));
  expect(captcha.current.answer).toBe("۲");
});

it("keeps the English texts on the English site", () => {
  renderCaptcha(false);
  expect(screen.getByRole("textbox", { name: /^What is 1 \+ 1 ?\?$/ })).toHaveAccessibleDescription("Answer this sum to show you are not a bot.");
  expect(screen.getByRole("button", { name: "New question" })).toBeInTheDocument();
});

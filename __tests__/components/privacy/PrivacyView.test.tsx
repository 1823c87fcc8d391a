import { render, screen } from "@testing-library/react";
import path from "node:path";
import { loadMessages } from "../../../gatsby/i18n/messages";
import { I18nProvider } from "../../../src/i18n";
import React from "react";
import PrivacyNotice from "../../../src/components/forms/PrivacyNotice";
import PrivacyView from "../../../src/components/privacy/PrivacyView";
import { RETENTION, periodText } from "../../../contract/lib/retention";

describe("privacy", () => {
  it("the page says what is collected, why, who sees it, how long, and how to ask for deletion", () => {
    render(
      <PrivacyView
        partyName="Qaumi Watan Party"
        email="info@qwp.org.pk"
        address="University Town, Peshawar"
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeInTheDocument();
    for (const heading of [
      /what we collect/i,
      /why we collect/i,
      /who sees it/i,
      /how long/i,
      /delete/i,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "info@qwp.org.pk" })).toHaveAttribute(
      "href",
      "mailto:info@qwp.org.pk",
    );
  });

  it("the notice beside the form links to the full page and to the deletion address", () => {
    render(<PrivacyNotice email="info@qwp.org.pk" />);
    expect(screen.getByRole("complementary", { name: /your data/i })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /full privacy notice/i })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(screen.getByRole("link", { name: "info@qwp.org.pk" })).toHaveAttribute(
      "href",
      "mailto:info@qwp.org.pk",
    );
  });
});

describe("the retention periods the privacy page states", () => {
  it("are read from the module the server's purge enforces", () => {
    render(<PrivacyView partyName="Qaumi Watan Party" email="info@qwp.org.pk" address="Peshawar" />);
    expect(RETENTION).toEqual({ contactMonths: 24, unacceptedApplicationMonths: 12, clientDetailsDays: 90, attendanceDaysAfterEvent: 30, vitalsDays: 90 });
    expect(screen.getByText(/Contact messages: up to 2 years after we have answered them/)).toBeInTheDocument();
    expect(screen.getByText(/not accepted is\s+deleted within 12 months/)).toBeInTheDocument();
    expect(screen.getByText(/address and browser name are deleted after 90 days/)).toBeInTheDocument();
    expect(screen.getByText("Answers to “I will attend”: deleted 30 days after the event ends.")).toBeInTheDocument();
    expect(screen.getByText("Daily counts of how fast pages loaded: deleted after 90 days.")).toBeInTheDocument();
  });

  it("says what the speed measurements collect and that nothing names the reader, in English, Urdu and Pashto", () => {
    for (const [lang, collected, kept] of [
      ["en", /four timings .* the kind of page \(not which article\), the edition, your connection type .* no cookie, no identifier, no internet address and no browser name/, "Daily counts of how fast pages loaded: deleted after 90 days."],
      ["ur", /چار اوقات .* نہ کوئی کوکی، نہ کوئی شناخت، نہ انٹرنیٹ پتہ اور نہ براؤزر کا نام/, "صفحات کتنی تیزی سے کھلے، اس کی روزانہ گنتی: 90 دن کے بعد حذف کر دی جاتی ہے۔"],
      ["ps", /څلور وختونه .* نه کوکي، نه پېژندنه، نه انټرنیټي پته او نه د براوزر نوم/, "د پاڼو د پرانیستلو د چټکتیا ورځنۍ شمېرنې: له ۹۰ ورځې وروسته ړنګېږي."],
    ] as const) {
      const { unmount } = render(
        <I18nProvider lang={lang} messages={loadMessages(path.resolve(__dirname, "../../.."), lang, { forPages: true })}>
          <PrivacyView partyName="QWP" email="info@qwp.org.pk" address="Peshawar" />
        </I18nProvider>,
      );
      expect(screen.getByText(collected)).toBeInTheDocument();
      expect(screen.getByText(kept)).toBeInTheDocument();
      unmount();
    }
  });

  it("states the attendance period in Urdu and in Pashto's digits", () => {
    for (const [lang, sentence] of [
      ["ur", "«میں شرکت کروں گا» کے جوابات: تقریب ختم ہونے کے 30 دن بعد حذف کر دیے جاتے ہیں۔"],
      ["ps", "د «زه به ګډون کوم» ځوابونه: د غونډې له پای ته رسېدو ۳۰ ورځې وروسته ړنګېږي."],
    ] as const) {
      const { unmount } = render(
        <I18nProvider lang={lang} messages={loadMessages(path.resolve(__dirname, "../../.."), lang, { forPages: true })}>
          <PrivacyView partyName="QWP" email="info@qwp.org.pk" address="Peshawar" />
        </I18nProvider>,
      );
      expect(screen.getByText(sentence)).toBeInTheDocument();
      unmount();
    }
  });

  it("says a period in words", () => {
    expect(periodText(24, "months")).toBe("2 years");
    expect(periodText(12, "months")).toBe("12 months");
    expect(periodText(36, "months")).toBe("3 years");
    expect(periodText(18, "months")).toBe("18 months");
    expect(periodText(1, "days")).toBe("1 day");
  });
});

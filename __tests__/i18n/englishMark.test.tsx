import React from "react";
import { render, screen } from "@testing-library/react";
import { I18nProvider, headEdition, useEnglishMark } from "../../src/i18n";
import { useFormatNumber } from "../../src/i18n/useFormatNumber";

function Texts({ texts }: { texts: string[] }) {
  const en = useEnglishMark();
  const formatNumber = useFormatNumber();
  return (
    <>
      {texts.map((text) => (
        <p key={text} {...en(text)}>
          {text}
        </p>
      ))}
      <p>{formatNumber(12)}</p>
    </>
  );
}

const translations = { about: { title: "ہمارے بارے میں", values: [{ title: "امن" }] } };

describe("useEnglishMark", () => {
  it("marks a content text the edition has no translation of lang=en dir=ltr, and leaves translated ones alone", () => {
    render(
      <I18nProvider lang="ur" messages={{}} translations={translations}>
        <Texts texts={["ہمارے بارے میں", "امن", "Who We Are"]} />
      </I18nProvider>,
    );
    expect(screen.getByText("ہمارے بارے میں")).not.toHaveAttribute("lang");
    expect(screen.getByText("امن")).not.toHaveAttribute("lang");
    expect(screen.getByText("Who We Are")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Who We Are")).toHaveAttribute("dir", "ltr");
  });

  it("leaves a figure unmarked: it has no letter of any language", () => {
    render(
      <I18nProvider lang="ur" messages={{}} translations={translations}>
        <Texts texts={["2013 – 2017", "0.3%", "Senate 2"]} />
      </I18nProvider>,
    );
    expect(screen.getByText("2013 – 2017")).not.toHaveAttribute("lang");
    expect(screen.getByText("0.3%")).not.toHaveAttribute("lang");
    expect(screen.getByText("Senate 2")).toHaveAttribute("lang", "en");
  });

  it("marks nothing in English", () => {
    render(
      <I18nProvider lang="en" messages={{}}>
        <Texts texts={["Who We Are"]} />
      </I18nProvider>,
    );
    expect(screen.getByText("Who We Are")).not.toHaveAttribute("lang");
    expect(screen.getByText("12")).toBeInTheDocument();
  });

  it("formats counts in the edition's locale (Pashto writes Eastern digits)", () => {
    render(
      <I18nProvider lang="ps" messages={{}}>
        <Texts texts={[]} />
      </I18nProvider>,
    );
    expect(screen.getByText("۱۲")).toBeInTheDocument();
  });
});

describe("headEdition: a Head export's edition from its page context", () => {
  const context = {
    lang: "ur",
    messages: { "about.seoTitle": "پارٹی کا تعارف", "leaders.seoTitle": "{name}، {office}" },
    translations: { site: { name: "قومی وطن پارٹی" } },
  };

  it("translates interface strings and content like the page does", () => {
    const edition = headEdition(context);
    expect(edition.lang).toBe("ur");
    expect(edition.t("about.seoTitle")).toBe("پارٹی کا تعارف");
    expect(edition.t("leaders.seoTitle", { name: "A", office: "B" })).toBe("A، B");
    expect(edition.content("site", { name: "Qaumi Watan Party", email: "x@y" })).toEqual({
      name: "قومی وطن پارٹی",
      email: "x@y",
    });
  });

  it("fails on an unknown key, naming it", () => {
    expect(() => headEdition(context).t("about.nope")).toThrow(/about\.nope/);
  });

  it("is English without a context's language", () => {
    const edition = headEdition({ messages: { "about.seoTitle": "About Party" } });
    expect(edition.lang).toBe("en");
    expect(edition.t("about.seoTitle")).toBe("About Party");
  });
});

import { render } from "@testing-library/react";
import type { HeadProps } from "gatsby";
import React from "react";
import { contentPageHead } from "../../../src/components/seo/contentPageHead";
import { mockLayoutQueries } from "../../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

type Data = { aboutContent: { lead: string } | null };
const Head = contentPageHead("about", (data: Data) => data.aboutContent, (about) => about.lead);

const messages = { "about.seoTitle": "About", "about.seoDescription": "The edition's own description." };
const english: Data = { aboutContent: { lead: "The party's English lead." } };

function description(data: Data, pageContext: object) {
  const props = { location: { pathname: "/about/" }, data, pageContext } as unknown as HeadProps<Data>;
  const { container } = render(<>{Head(props)}</>);
  return container.querySelector('meta[name="description"]')?.getAttribute("content");
}

describe("contentPageHead", () => {
  it("describes the English page by its opening text", () => {
    expect(description(english, { lang: "en", messages })).toBe("The party's English lead.");
  });

  it("describes an edition by its translated opening text", () => {
    const translations = { about: { lead: "پارٹی کا تعارف۔" } };
    expect(description(english, { lang: "ur", messages, translations })).toBe("پارٹی کا تعارف۔");
  });

  it("falls back to the edition's description where the opening text is not translated, or missing", () => {
    expect(description(english, { lang: "ur", messages })).toBe("The edition's own description.");
    expect(description({ aboutContent: null }, { lang: "en", messages })).toBe("The edition's own description.");
  });
});

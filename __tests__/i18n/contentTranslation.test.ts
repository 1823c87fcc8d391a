import { overlayTranslation } from "../../src/i18n/contentTranslation";
import { localizeHref } from "../../src/i18n/localizeHref";

describe("overlayTranslation", () => {
  const english = {
    title: "Who we are",
    image: { publicURL: "/static/x.jpg" },
    stats: [
      { number: "50+", label: "Projects" },
      { number: "5", label: "Districts" },
    ],
  };

  it("puts each translated text in its place and keeps the rest English", () => {
    expect(
      overlayTranslation(english, { title: "ہم کون ہیں", stats: [{}, { label: "اضلاع" }] }),
    ).toEqual({
      title: "ہم کون ہیں",
      image: { publicURL: "/static/x.jpg" },
      stats: [
        { number: "50+", label: "Projects" },
        { number: "5", label: "اضلاع" },
      ],
    });
  });

  it("never puts a text where English has an object, nor an empty text anywhere", () => {
    expect(overlayTranslation(english, { image: "x", title: "  " })).toEqual(english);
  });

  it("returns the English content itself when there is no translation", () => {
    expect(overlayTranslation(english, undefined)).toBe(english);
  });
});

describe("localizeHref", () => {
  it.each([
    ["/join-qwp", "ur", "/ur/join-qwp"],
    ["/", "ps", "/ps"],
    ["/join-qwp", "en", "/join-qwp"],
    ["#privacy-notice", "ur", "#privacy-notice"],
    ["https://example.org/x", "ur", "https://example.org/x"],
    ["mailto:info@qwp.org.pk", "ur", "mailto:info@qwp.org.pk"],
    ["/api/contact", "ur", "/api/contact"],
    ["/media/library/a.jpg", "ur", "/media/library/a.jpg"],
    ["/news/rss.xml", "ur", "/news/rss.xml"],
    ["/manifestos/2013.pdf", "ps", "/manifestos/2013.pdf"],
    ["/admin", "ur", "/admin"],
  ] as const)("%s in %s is %s", (href, lang, expected) => {
    expect(localizeHref(href, lang)).toBe(expected);
  });
});

import { formatMessage, placeholders } from "../../contract/i18n/format";
import { langFromPath, localizePath, stripLangPrefix } from "../../contract/i18n/locales";

describe("edition paths", () => {
  it.each([
    ["/", "ur", "/ur"],
    ["/", "en", "/"],
    ["/news/x", "ur", "/ur/news/x"],
    ["/ur/news/x", "en", "/news/x"],
    ["/ps/join-qwp", "ur", "/ur/join-qwp"],
    ["/ur", "ps", "/ps"],
    ["/ur", "en", "/"],
    ["/news?page=2#top", "ps", "/ps/news?page=2#top"],
    ["/urdu-poets", "ur", "/ur/urdu-poets"],
  ] as const)("localizePath(%s, %s) is %s", (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });

  it.each([
    ["/", "en"],
    ["/ur", "ur"],
    ["/ur/", "ur"],
    ["/ps/leader/tariq-khan", "ps"],
    ["/urdu", "en"],
    ["/en/x", "en"],
  ] as const)("langFromPath(%s) is %s", (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });

  it.each([
    ["/ur", "/"],
    ["/ps/about/history", "/about/history"],
    ["/about", "/about"],
    ["/psalm", "/psalm"],
  ])("stripLangPrefix(%s) is %s", (path, expected) => {
    expect(stripLangPrefix(path)).toBe(expected);
  });
});

describe("formatMessage", () => {
  it("fills named placeholders wherever the translation puts them", () => {
    expect(formatMessage("© {year} {name}.", { name: "QWP", year: 2026 })).toBe("© 2026 QWP.");
    expect(formatMessage("{name} ،{year} ©", { name: "QWP", year: 2026 })).toBe("QWP ،2026 ©");
  });

  it("throws for a placeholder without a value instead of showing it half-filled", () => {
    expect(() => formatMessage("Page {page}", {})).toThrow(/\{page\}/);
  });

  it("lists placeholders once, sorted", () => {
    expect(placeholders("{b} {a} {b}")).toEqual(["a", "b"]);
  });
});

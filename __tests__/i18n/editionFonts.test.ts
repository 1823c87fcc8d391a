import path from "node:path";
import { editionCharacters } from "../../gatsby/i18n/fontSubset";
import { editionFontCss } from "../../src/i18n/editionFonts";
import { LOCALES } from "../../contract/i18n/locales";

const ROOT = path.resolve(__dirname, "../..");

describe("the editions' @font-face rules", () => {
  // CSS local() finds an installed face by its full name or PostScript name (the names the files
  // carry, as `fc-scan` prints them), never by the family alone.
  it.each([
    [
      "ur",
      400,
      "Noto Nastaliq Urdu Regular",
      "NotoNastaliqUrdu-Regular",
      "noto-nastaliq-urdu-arabic-400-normal.woff2",
    ],
    [
      "ps",
      400,
      "Noto Naskh Arabic Regular",
      "NotoNaskhArabic-Regular",
      "noto-naskh-arabic-arabic-400-normal.woff2",
    ],
    [
      "ps",
      700,
      "Noto Naskh Arabic Bold",
      "NotoNaskhArabic-Bold",
      "noto-naskh-arabic-arabic-700-normal.woff2",
    ],
  ] as const)(
    "%s %i: the installed face by %s or %s, then the cut file",
    (lang, weight, full, postscript, file) => {
      const face = editionFontCss(lang)
        .split("@font-face")
        .find((rule) => rule.includes(`font-weight:${weight};`));
      expect(face).toContain(
        `src:local("${full}"),local("${postscript}"),url(/fonts/${file}) format("woff2");`,
      );
    },
  );

  it("while saving data, Pashto text names a family with the regular file alone (bold is synthesised); Urdu has no bold to drop", () => {
    const css = editionFontCss("ps");
    const regularOnly = css.split("@font-face").find((rule) => rule.includes('font-family:"Noto Naskh Arabic regular only"'));
    expect(regularOnly).toContain("font-weight:400;");
    expect(regularOnly).toContain("url(/fonts/noto-naskh-arabic-arabic-400-normal.woff2)");
    expect(regularOnly).not.toContain("700");
    expect(css).toContain('html.qwp-save-data:lang(ps) body,html.qwp-save-data:lang(ps) :is(h1,h2,h3,h4){font-family:"Noto Naskh Arabic regular only",');
    expect(editionFontCss("ur")).not.toContain("regular only");
  });

  it("English pages declare no face", () => {
    expect(editionFontCss("en")).toBe("");
  });
});

describe("the editions' cut fonts", () => {
  // The language switcher names every edition on every page: Urdu pages show پښتو, whose ښ Urdu
  // itself does not use.
  it.each(["ur", "ps"] as const)("%s keeps every letter of every edition's own name", (lang) => {
    const kept = editionCharacters(lang, ROOT);
    const names = Object.values(LOCALES)
      .map((locale) => locale.nativeName)
      .join("");
    const missing = [...names].filter((c) => /[\u0600-\u06ff]/.test(c) && !kept.includes(c));
    expect(missing).toEqual([]);
  });
});

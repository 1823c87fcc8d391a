/**
 * Each edition's font cut down to the letters its language is written with.
 *
 * Fontsource's "arabic" file covers every language written in the Arabic script (Arabic, Persian,
 * Sindhi, Kurdish, Uyghur…). A page in Urdu needs Urdu's letters, and Noto Nastaliq Urdu is 156 KB
 * for all of them: the visitor whose phone or computer lacks the face downloads it before the first
 * screen is readable. The subset keeps each letter with every joined form, ligature and mark position
 * the shaping of those letters reaches (HarfBuzz's subsetter, through `subset-font`, follows the font's
 * own substitution rules), so Urdu and Pashto text renders exactly as with the whole file.
 *
 * Kept: the language's alphabet (below), the Arabic letters people also type in Urdu and Pashto (an
 * Arabic keyboard's ي, ك, ه), the marks, both sets of Eastern digits, the punctuation and the space
 * (which the file also has), and every
 * character of the edition's files under data/ (its interface strings and translated content), so an
 * editor's word in a rarer letter is never cut. A letter outside the subset in a news article is still
 * shown: the browser takes it from the next font of the page's stack.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { filesUnder } from "../data-checks/load";
import { LOCALES, type Lang } from "../../contract/i18n/locales";

/** The Arabic letters U+0621–U+064A, harakat U+064B–U+065F and superscript alef U+0670. */
const ARABIC_BASE = range(0x0621, 0x064a) + range(0x064b, 0x065f) + "\u0670";
const DIGITS = range(0x0660, 0x0669) + range(0x06f0, 0x06f9);
/** Comma, semicolon, question mark, full stop (۔), percent and decimal signs, tatweel, joiners and direction marks. */
const PUNCTUATION = "،؛؟۔٪٫٬ـ«»\u200c\u200d\u200e\u200f";
/**
 * What the whole file has besides letters: the space and no-break space, Latin punctuation and digits,
 * dashes and quotes (characters the file lacks are skipped by the subsetter).
 */
const COMMON = range(0x0020, 0x007e) + "\u00a0" + range(0x2000, 0x206f);
/** Honorifics written after the Prophet's and companions' names. */
const HONORIFICS = "\u0610\u0611\u0612\u0613\ufdfa";
/** ٹ پ چ ڈ ڑ ژ ک گ ں ھ ہ ۂ ۃ ی ے ۓ */
const URDU_LETTERS = "ٹپچڈڑژکگںھہۂۃیےۓ";
/** ټ ځ څ ډ ړ ږ ښ ګ ڼ ې ۍ */
const PASHTO_LETTERS = "ټځڅډړږښګڼېۍ";

export const SCRIPT_CHARACTERS: Partial<Record<Lang, string>> = {
  ur: COMMON + ARABIC_BASE + DIGITS + PUNCTUATION + HONORIFICS + URDU_LETTERS,
  // Pashto is also written with Urdu's ک, گ, ی and ہ, and Pashto pages name places and people in Urdu.
  ps: COMMON + ARABIC_BASE + DIGITS + PUNCTUATION + HONORIFICS + URDU_LETTERS + PASHTO_LETTERS,
};

function range(from: number, to: number): string {
  let text = "";
  for (let code = from; code <= to; code += 1) text += String.fromCharCode(code);
  return text;
}

/** The edition's JSON files under data/: its content translations and its interface strings. */
export function editionDataFiles(lang: Lang, root: string): string[] {
  return [path.join(root, "data", lang), path.join(root, "data", "i18n", lang)]
    .flatMap((dir) => filesUnder(dir))
    .filter((file) => file.endsWith(".json"));
}

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/u;

/**
 * The characters an edition's font keeps: its script's, every one its data files use, and those of
 * every edition's own name, which the language switcher shows on every page (Urdu pages name Pashto
 * پښتو, whose ښ Urdu does not use).
 */
export function editionCharacters(lang: Lang, root: string): string {
  const used = editionDataFiles(lang, root).flatMap((file) =>
    [...fs.readFileSync(file, "utf8")].filter((char) => ARABIC_SCRIPT.test(char)),
  );
  const languageNames = Object.values(LOCALES).map((locale) => locale.nativeName);
  return [...new Set((SCRIPT_CHARACTERS[lang] ?? "") + used.join("") + languageNames.join(""))]
    .sort()
    .join("");
}

/** The WOFF2 font cut down to `characters`. */
export async function subsetWoff2(font: Buffer, characters: string): Promise<Buffer> {
  return subsetFont(font, characters, { targetFormat: "woff2" });
}

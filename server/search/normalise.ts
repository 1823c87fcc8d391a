/**
 * The one text normalisation of search: the indexed text and the visitor's query go through the
 * same function, so whatever is folded here is found by its every spelling.
 *
 * - NFKC, then lower case.
 * - Arabic-script vowel marks (U+064B–U+065F, U+0670) and tatweel (U+0640) removed: FTS5 would
 *   split a word at a zabar or zer, and a word is found with or without them.
 * - Arabic and Persian forms found by one another: yeh ي ى → ی, kaf ك → ک, heh ه ۀ ۂ → ہ, teh
 *   marbuta ة → ۃ.
 * - Hamza forms found without their hamza: ؤ → و, أ إ آ → ا, ئ → ی (شیرپاؤ is found by شیرپاو).
 * - Pashto's letters found as typed on an Urdu or Persian keyboard, which most Pashto readers
 *   use: ې ۍ → ی, ګ → گ, ړ → ر, ښ → ش, ږ → ژ. Kept apart: ھ (Urdu's aspiration, بھی is not
 *   بہی), ے, and ځ څ ډ ټ ڼ (nor are Urdu's ٹ ڈ ڑ merged with Pashto's ټ ډ ړ).
 * Matching is folded; ranking puts a title that has the query as typed first (./searchIndex.ts).
 * - Format characters (ZWJ, ZWNJ, direction marks, soft hyphen) removed; control characters and
 *   lone surrogates become spaces.
 * - Eastern digits ۰-۹ and Arabic-Indic digits ٠-٩ become 0-9.
 */

const FOLDED: Readonly<Record<string, string>> = {
  "\u064A": "\u06CC", // ي Arabic yeh
  "\u0649": "\u06CC", // ى alef maksura
  "\u0643": "\u06A9", // ك Arabic kaf
  "\u0647": "\u06C1", // ه Arabic heh
  "\u06C0": "\u06C1", // ۀ heh with yeh above (NFKC keeps it composed)
  "\u06C2": "\u06C1", // ۂ heh goal with hamza above
  "\u0629": "\u06C3", // ة teh marbuta
  "\u0624": "\u0648", // ؤ waw with hamza
  "\u0623": "\u0627", // أ alef with hamza above
  "\u0625": "\u0627", // إ alef with hamza below
  "\u0622": "\u0627", // آ alef with madda
  "\u0626": "\u06CC", // ئ yeh with hamza
  "\u06D0": "\u06CC", // ې Pashto yeh
  "\u06CD": "\u06CC", // ۍ Pashto yeh with tail
  "\u06AB": "\u06AF", // ګ Pashto gaf → گ
  "\u0693": "\u0631", // ړ Pashto rreh → ر
  "\u069A": "\u0634", // ښ Pashto sheen → ش
  "\u0696": "\u0698", // ږ Pashto zheh → ژ
};

const REMOVED = /[\u064B-\u065F\u0670\u0640\p{Cf}]/u;
const SPACE = /[\p{Cc}\p{Cs}]/u;

function foldCodePoint(char: string): string {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return code < 0x20 || code === 0x7f ? " " : char.toLowerCase();
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  const folded = FOLDED[char];
  if (folded) return folded;
  if (REMOVED.test(char)) return "";
  if (SPACE.test(char)) return " ";
  return char.toLowerCase();
}

export type NormalisedText = {
  /** The text as indexed and matched. */
  text: string;
  /** The input after NFKC: what snippets show (offsets below point into it). */
  source: string;
  /** For each UTF-16 unit of `text`, the index in `source` it came from, plus `source.length` at the end. */
  offsets: number[];
};

/** The normalised text with, for each of its units, where it came from (to mark matches in the shown text). */
export function normaliseWithOffsets(input: string): NormalisedText {
  const source = input.normalize("NFKC");
  let text = "";
  const offsets: number[] = [];
  let index = 0;
  for (const char of source) {
    const folded = foldCodePoint(char);
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) offsets.push(index);
    index += char.length;
  }
  offsets.push(source.length);
  return { text, source, offsets };
}

/** The normalised text alone: what is indexed, and what a query is made of. */
export function normaliseForSearch(input: string): string {
  let text = "";
  for (const char of input.normalize("NFKC")) text += foldCodePoint(char);
  return text;
}

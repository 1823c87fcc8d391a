/**
 * A visitor's words as an FTS5 MATCH expression. Nothing the visitor types is FTS5 syntax: the
 * normalised text is cut into the words the tokenizer would see (runs of letters, digits and
 * private-use characters, as unicode61 counts them), and each word is quoted, so quotes, NEAR, OR,
 * `*`, `col:` and parentheses are only ever words or separators. All words must match; the last one
 * also as the start of a longer word (a visitor may still be typing it).
 */
import { normaliseForSearch } from "./normalise";

/** Longer input is cut here (a query of 10 KB is a mistake or an attack, not a search). */
export const MAX_QUERY_CHARS = 200;
/** Words beyond these are dropped: each adds a term every match must satisfy. */
export const MAX_QUERY_WORDS = 12;
/** The last word is matched as a prefix only from this length: one letter would match most of the index. */
export const MIN_PREFIX_CHARS = 2;

const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

/** The query's words after normalisation (what is matched, and what an unanswered search is counted as). */
export function queryWords(query: string): string[] {
  return (normaliseForSearch(query.slice(0, MAX_QUERY_CHARS)).match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

/** The MATCH expression for `words`, or undefined when there is nothing to look for. */
export function matchExpression(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  return words
    .map((word, index) => {
      const quoted = `"${word}"`;
      const last = index === words.length - 1;
      return last && [...word].length >= MIN_PREFIX_CHARS ? `${quoted}*` : quoted;
    })
    .join(" ");
}

/**
 * The site's own words, for "did you mean": every word of a title, and of a page's, a leader's, a
 * wing's, a manifesto's or an event's text (an article's body is left out: 10,000 articles' words
 * would cost the index more than they help), counted, with the form it is first shown in. A SQLite
 * FTS5 trigram index over the words finds those that share letters with a word nothing matched;
 * the closest by edit distance, then the most used, is offered.
 */
import type { Db } from "../platform/database";
import { normaliseWithOffsets } from "./normalise";

/** What the vocabulary reads of an indexed document (the index passes its documents). */
type VocabularySource = { type: string; title: string; body: string };

const WORD = /[\p{L}\p{N}\p{Co}]+/gu;
/** Words shorter than this are never corrected: too many words are one letter from them. */
const MIN_WORD_CHARS = 3;
/** How many candidates sharing trigrams are weighed by edit distance. */
const CANDIDATES = 40;

/** The words of a document's text that belong to the vocabulary: normalised, with the form shown. */
function wordsOf(document: VocabularySource): Map<string, string> {
  const words = new Map<string, string>();
  for (const text of document.type === "article"
    ? [document.title]
    : [document.title, document.body]) {
    const { text: normal, source, offsets } = normaliseWithOffsets(text);
    for (const match of normal.matchAll(WORD)) {
      const word = match[0];
      if ([...word].length < MIN_WORD_CHARS || words.has(word)) continue;
      words.set(word, source.slice(offsets[match.index!], offsets[match.index! + word.length]));
    }
  }
  return words;
}

/** Edits (insert, delete, replace, swap of two neighbours) from `a` to `b`, by code point. */
function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1)
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  return rows[x.length][y.length];
}

/** How far a word may be from the one offered: one edit up to 4 letters, two up to 8, three beyond. */
const allowedEdits = (word: string) => ([...word].length <= 4 ? 1 : [...word].length <= 8 ? 2 : 3);

/** Trigrams of a word as an FTS5 expression matching a word that has any of them. */
function trigramMatch(word: string): string | undefined {
  const letters = [...word];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i += 1) grams.add(letters.slice(i, i + 3).join(""));
  return grams.size
    ? [...grams].map((gram) => `"${gram.replace(/"/g, '""')}"`).join(" OR ")
    : undefined;
}

export function createVocabulary(db: Db) {
  const upsert = db.prepare(`INSERT INTO search_vocabulary (word, shown, count) VALUES (?, ?, 1)
    ON CONFLICT (word) DO UPDATE SET count = count + 1 RETURNING id, count`);
  const addTrigrams = db.prepare(
    "INSERT INTO search_vocabulary_trigrams (rowid, word) VALUES (?, ?)",
  );
  const lessened = db.prepare(
    "UPDATE search_vocabulary SET count = count - 1 WHERE word = ? RETURNING id, count",
  );
  const deleteWord = db.prepare("DELETE FROM search_vocabulary WHERE id = ?");
  const deleteTrigrams = db.prepare("DELETE FROM search_vocabulary_trigrams WHERE rowid = ?");
  const known = db.prepare("SELECT 1 FROM search_vocabulary WHERE word = ?").pluck();
  const candidates =
    db.prepare(`SELECT v.word, v.shown, v.count FROM search_vocabulary_trigrams t JOIN search_vocabulary v ON v.id = t.rowid
    WHERE search_vocabulary_trigrams MATCH ? ORDER BY rank LIMIT ${CANDIDATES}`);
  // A short word may share no trigram with the one meant (نشن, نشان): those of its first letter and about its length.
  const sameStart = db.prepare(`SELECT word, shown, count FROM search_vocabulary
    WHERE word >= @first AND word < @first || char(1114111) AND length(word) BETWEEN @shortest AND @longest LIMIT 2000`);

  return {
    add(document: VocabularySource) {
      for (const [word, shown] of wordsOf(document)) {
        const { id, count } = upsert.get(word, shown) as { id: number; count: number };
        if (count === 1) addTrigrams.run(BigInt(id), word);
      }
    },
    remove(document: VocabularySource) {
      for (const word of wordsOf(document).keys()) {
        const row = lessened.get(word) as { id: number; count: number } | undefined;
        if (row && row.count <= 0) {
          deleteTrigrams.run(BigInt(row.id));
          deleteWord.run(row.id);
        }
      }
    },
    /**
     * The query with each word the site does not have replaced by the closest it does (as the site
     * writes it), or undefined when no word can be corrected.
     */
    suggest(words: readonly string[]): string | undefined {
      let changed = false;
      const out = words.map((word) => {
        if ([...word].length < MIN_WORD_CHARS || known.get(word)) return word;
        const match = trigramMatch(word);
        const length = [...word].length;
        const rows = [
          ...(match ? candidates.all(match) : []),
          ...(length <= 4
            ? sameStart.all({ first: [...word][0], shortest: length - 1, longest: length + 1 })
            : []),
        ] as { word: string; shown: string; count: number }[];
        let best: { shown: string; distance: number; count: number } | undefined;
        for (const row of rows) {
          const distance = editDistance(word, row.word);
          if (distance > allowedEdits(word)) continue;
          if (
            !best ||
            distance < best.distance ||
            (distance === best.distance && row.count > best.count)
          )
            best = { shown: row.shown, distance, count: row.count };
        }
        if (!best) return word;
        changed = true;
        return best.shown;
      });
      return changed ? out.join(" ") : undefined;
    },
  };
}

export type Vocabulary = ReturnType<typeof createVocabulary>;

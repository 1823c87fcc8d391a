import type { Lang } from "../../i18n/locales";
import type { EmbeddedJson } from "./embeddedData";

/** [start, end) in UTF-16 units of the text it belongs to: a word that matched. */
export type MarkRange = [number, number];

/** One result of GET /api/search (the server answers with this type too): plain text, with the matched words as ranges (never markup). */
export type SearchResult = {
  type: "article" | "leader" | "wing" | "manifesto" | "event" | "page";
  title: string;
  titleMarks: MarkRange[];
  url: string;
  snippet: string;
  snippetMarks: MarkRange[];
  lang: Lang;
  date?: string;
};

export type SearchPage = {
  results: SearchResult[];
  total: number;
  totalPages: number;
  /** When nothing was found: the closest query the site's own words make that finds something. */
  suggestion?: string;
};

/** /search?q=&page=N: the body of GET /api/search, with the query and page in data-q and data-page. */
export const EMBEDDED_SEARCH_PAGE = "qwp-data-search-page";

export const searchApiPath = (query: string, page: number, lang: Lang) =>
  `search?q=${encodeURIComponent(query)}&lang=${lang}&page=${page}`;

/** The address of a page of results in an edition's search page (`base` is /search, /ur/search or /ps/search). */
export const searchPageHref = (base: string, query: string, page = 1) =>
  `${base}?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;

/** The query and page an address asks for (page 1 when it is not a whole number from 1). */
export function searchFromLocation(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page") ?? "1");
  return { query: params.get("q") ?? "", page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1 };
}

/** The embedded page when it is the one for `query` and `page`. */
export function embeddedSearchPage({ body, dataset }: EmbeddedJson, query: string, page: number): SearchPage | undefined {
  if (dataset.q !== query || dataset.page !== String(page)) return undefined;
  const value = body as Partial<SearchPage> | null;
  return value && Array.isArray(value.results) && typeof value.total === "number" && typeof value.totalPages === "number"
    ? (value as SearchPage)
    : undefined;
}

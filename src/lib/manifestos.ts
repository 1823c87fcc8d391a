/** Pure helpers for the manifestos list and detail view (no React, no Gatsby). */

/** Value of the 'All Types' / 'All Years' options. */
export const ALL = "all";

/** How many highlights a card shows before '+N more'. */
export const CARD_HIGHLIGHTS = 3;

export type ManifestoFilters = { query: string; type: string; year: string };

type Filterable = { title: string; description: string; type: string; year: string };

/** Search matches title or description, case-insensitive; type and year match exactly unless 'all'. */
export function filterManifestos<T extends Filterable>(list: readonly T[], filters: ManifestoFilters): T[] {
  const needle = filters.query.trim().toLocaleLowerCase();
  return list.filter(
    (m) =>
      (filters.type === ALL || m.type === filters.type) &&
      (filters.year === ALL || m.year === filters.year) &&
      (needle === "" ||
        m.title.toLocaleLowerCase().includes(needle) ||
        m.description.toLocaleLowerCase().includes(needle)),
  );
}

/** Distinct election types, in the order they first appear. */
export function manifestoTypes(list: readonly { type: string }[]): string[] {
  return [...new Set(list.map((m) => m.type))];
}

/** Distinct years, newest first. */
export function manifestoYears(list: readonly { year: string }[]): string[] {
  return [...new Set(list.map((m) => m.year))].sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
}

/** The highlights a card shows, and how many are left for '+N more'. */
export function cardHighlights(highlights: readonly string[], limit = CARD_HIGHLIGHTS) {
  return { shown: highlights.slice(0, limit), more: Math.max(0, highlights.length - limit) };
}

/** Stable anchor id of a manifesto section in the detail view. */
export function sectionAnchor(manifestoId: string, section: string): string {
  const slug = section
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${manifestoId}-${slug}`;
}

export type SectionPages = { title: string; firstPage: number; lastPage: number };

export type ManifestoLayout = {
  /** Pages 1-3: cover, contents, 'At a glance' (highlights). */
  frontPages: 3;
  sections: SectionPages[];
  /** Ruled 'Notes' pages that fill the booklet to its page count, before the back cover. */
  notesPages: number;
  totalPages: number;
};

/**
 * Page plan of a manifesto PDF: cover, contents and highlights, then every section on its own
 * page(s) (two each when the page count allows: an opener and the text), notes pages, and the
 * back cover. The PDF generator and the table of contents on the site share this plan, so
 * the page numbers shown on the site are the ones in the file.
 */
export function manifestoLayout(totalPages: number, sections: readonly string[]): ManifestoLayout {
  const front = 3;
  const back = 1;
  const room = totalPages - front - back;
  if (sections.length === 0) throw new Error("a manifesto needs at least one section");
  if (room < sections.length)
    throw new Error(
      `${sections.length} sections do not fit in ${totalPages} pages (at least ${sections.length + front + back} needed)`,
    );
  const perSection = room >= 2 * sections.length ? 2 : 1;
  let page = front + 1;
  const planned = sections.map((title) => {
    const entry = { title, firstPage: page, lastPage: page + perSection - 1 };
    page += perSection;
    return entry;
  });
  return { frontPages: front, sections: planned, notesPages: room - perSection * sections.length, totalPages };
}

/** "p. 4" or "pp. 4–5". */
export function pageRange({ firstPage, lastPage }: SectionPages): string {
  return firstPage === lastPage ? `p. ${firstPage}` : `pp. ${firstPage}–${lastPage}`;
}

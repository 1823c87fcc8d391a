/** Pure helpers for the Projects and Achievements page (no React, no Gatsby). */

/** The tab that shows every project; first in the data and the one in the static HTML. */
export const ALL_CATEGORY = "all";

/** Query-string key that holds the chosen tab: /projects?category=water. */
export const CATEGORY_PARAM = "category";

export function filterProjects<T extends { category: string }>(projects: readonly T[], category: string): T[] {
  return category === ALL_CATEGORY ? [...projects] : projects.filter((p) => p.category === category);
}

/** The category named in a query string, or 'all' when it is missing or unknown. */
export function categoryFromSearch(search: string, knownIds: readonly string[]): string {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return value && knownIds.includes(value) ? value : ALL_CATEGORY;
}

/**
 * Index of the tab that a key moves to in a horizontal tab list (WAI-ARIA tabs pattern):
 * arrows wrap around, Home and End jump to the ends. Null for any other key.
 */
export function tabIndexForKey(
  key: string,
  current: number,
  count: number,
  dir: "ltr" | "rtl" = "ltr",
): number | null {
  // Right to left the tabs run from right to left: the left arrow goes to the next tab.
  const next = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const previous = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case next:
      return (current + 1) % count;
    case previous:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** 'In Progress' is the one status drawn differently (an amber badge). */
export function isInProgress(status: string): boolean {
  return status === "In Progress";
}

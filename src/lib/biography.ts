/**
 * Leader biographies are stored oldest first (the order an editor writes them in) and shown
 * newest first: listed in reverse of the stored order.
 * Returns a new array; the data passed in is never mutated.
 */
export function inDisplayOrder<T>(sections: readonly T[] | null | undefined): T[] {
  return [...(sections ?? [])].reverse();
}

/**
 * A description becomes one paragraph per line: editors separate paragraphs with a line
 * break. Blank lines and surrounding spaces are dropped, so "\n\n" never makes an empty <p>.
 */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

import type { EmbeddedJson } from "../../../contract/lib/api/embeddedData";

/** The browser's side of the data a page's HTML embeds (contract/lib/api/embeddedData.ts). */

const parsed = new WeakMap<Element, EmbeddedJson | undefined>();

/**
 * The embedded body under `id` and its element's data attributes; undefined when there is none or
 * it is not valid JSON. Reading does not use it up: React may render a component more than once
 * before it commits (an interrupted hydration starts again), and every such render must see the
 * same data. `releaseEmbeddedJson` removes it once the page has committed.
 */
export function readEmbeddedJson(id: string): EmbeddedJson | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  if (!parsed.has(element)) {
    try {
      parsed.set(element, { body: JSON.parse(element.textContent ?? ""), dataset: element.dataset });
    } catch {
      parsed.set(element, undefined);
    }
  }
  return parsed.get(element);
}

/** Removes the embedded body under `id`: the next visit asks the API. */
export function releaseEmbeddedJson(id: string): void {
  if (typeof document !== "undefined") document.getElementById(id)?.remove();
}

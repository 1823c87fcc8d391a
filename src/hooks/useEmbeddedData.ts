import { useEffect, useRef } from "react";
import type { EmbeddedJson } from "../../contract/lib/api/embeddedData";
import { readEmbeddedJson, releaseEmbeddedJson } from "../lib/api/readEmbeddedJson";

/**
 * The data the server embedded under `id` for the address the page was served for, read during
 * the component's first render, so that render produces the markup the server wrote from it and
 * React hydrates that markup instead of replacing it. `pick` checks that the data is for `key` (the
 * article's id, the page number) and shapes it; undefined when it does not fit.
 *
 * Used once: undefined in the static build, after the component has moved to another key (Gatsby's
 * navigation keeps a client-only page mounted), and for every component mounted after the first
 * commit (the element is removed then).
 */
export function useEmbeddedData<T>(id: string, key: string, pick: (embedded: EmbeddedJson) => T | undefined): T | undefined {
  const first = useRef<{ key: string; data: T | undefined }>();
  if (!first.current) {
    const embedded = readEmbeddedJson(id);
    first.current = { key, data: embedded ? pick(embedded) : undefined };
  }
  useEffect(() => releaseEmbeddedJson(id), [id]);
  useEffect(() => {
    if (first.current && key !== first.current.key) first.current.data = undefined;
  }, [key]);
  return key === first.current.key ? first.current.data : undefined;
}

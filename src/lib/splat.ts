import type { PageProps } from "gatsby";

/** What a client-only route's `[...]` page matched (Gatsby's `params["*"]`), without a trailing slash. */
export function splatOf(params: PageProps["params"]): string {
  return ((params as Record<string, string | undefined>)["*"] ?? "").replace(/\/+$/, "");
}

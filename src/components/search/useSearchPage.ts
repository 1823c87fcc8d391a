import { useEffect, useState } from "react";
import { useLang } from "../../i18n";
import { apiRequest, isAbortError } from "../../lib/api/client";
import { searchApiPath, type SearchPage } from "../../../contract/lib/api/search";

export type SearchState = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "success"; data: SearchPage };

/**
 * The results for `query` and `page`: the server's (`initial`, embedded in the page it served) or,
 * after a navigation in the browser, GET /api/search's.
 */
export function useSearchPage(query: string, page: number, initial: SearchPage | undefined): SearchState {
  const lang = useLang();
  const [fetched, setFetched] = useState<{ key: string; state: SearchState }>();
  const key = `${lang}\0${query}\0${page}`;
  const wanted = !initial && query.trim() !== "";

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    setFetched({ key, state: { status: "loading" } });
    apiRequest<SearchPage>(searchApiPath(query, page, lang), { signal: controller.signal }).then(
      (data) => setFetched({ key, state: { status: "success", data } }),
      (error) => {
        if (!isAbortError(error)) setFetched({ key, state: { status: "error" } });
      },
    );
    return () => controller.abort();
  }, [key, wanted, query, page, lang]);

  if (initial) return { status: "success", data: initial };
  if (!query.trim()) return { status: "idle" };
  return fetched?.key === key ? fetched.state : { status: "loading" };
}

/** The search page's server-made form: the results in the page, so it answers with them before and without scripts. */
import { searchFromLocation } from "../../contract/lib/api/search";
import { clientKey } from "../platform/clientKey";
import type { SiteSearch } from "../search/siteSearch";
import { withSearchPageData } from "./pageData";
import type { PageEnhancer } from "./pageEnhancers";

export const searchPage = ({ search }: { search: SiteSearch }): PageEnhancer => ({
  route: { page: "/search" },
  async enhance({ request, site, doc, lang, query, edition }) {
    const { query: words, page: number } = searchFromLocation(query);
    if (!words.trim()) return undefined;
    const json = JSON.stringify(await search.search(words, lang, number, clientKey(request)));
    return { html: await withSearchPageData(site, doc.html, words, number, json, edition()) };
  },
});

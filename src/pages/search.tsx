import type { PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import SearchView from "../components/search/SearchView";
import { pageHead } from "../components/seo/pageHead";
import { useEmbeddedData } from "../hooks/useEmbeddedData";
import { EMBEDDED_SEARCH_PAGE, embeddedSearchPage, searchFromLocation } from "../../contract/lib/api/search";

/**
 * /search?q=&page=N — the static HTML is the empty search form. The project's server writes the
 * results for the address into that HTML, as data and as markup (server/site/pageData.ts), so they
 * show before any script runs (and with none), and React hydrates them.
 */
export default function SearchPage({ location }: PageProps) {
  const { query, page } = searchFromLocation(location.search);
  const initial = useEmbeddedData(EMBEDDED_SEARCH_PAGE, `${query}\0${page}`, (embedded) => embeddedSearchPage(embedded, query, page));
  return (
    <Layout>
      <SearchView query={query} page={page} initial={initial} />
    </Layout>
  );
}

export const Head = pageHead("search.title", "search.seoDescription");

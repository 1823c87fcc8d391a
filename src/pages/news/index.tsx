import type { PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import NewsList from "../../components/news/NewsList";
import SavedOffline from "../../components/offline/SavedOffline";
import { pageHead } from "../../components/seo/pageHead";
import { useEmbeddedData } from "../../hooks/useEmbeddedData";
import { EMBEDDED_NEWS_PAGE } from "../../../contract/lib/api/embeddedData";
import { embeddedNewsPage } from "../../../contract/lib/api/news";
import { pageFromSearch } from "../../lib/pagination";

/**
 * /news?page=N — the static HTML is the loading state (heading and skeletons) of any page. The
 * project's server writes the asked-for page's news into that HTML, as data and as the list's
 * markup (server/site/pageData.ts), so the cards show before any script runs and React hydrates them.
 */
export default function NewsIndexPage({ location }: PageProps) {
  const page = pageFromSearch(location.search);
  const initial = useEmbeddedData(EMBEDDED_NEWS_PAGE, String(page), (embedded) => embeddedNewsPage(embedded, page));
  return (
    <Layout>
      <SavedOffline />
      <NewsList page={page} initial={initial} />
    </Layout>
  );
}

export const Head = pageHead("news.title", "news.seoDescription");

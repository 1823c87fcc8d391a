import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import NewsList from "../../components/news/NewsList";
import Seo from "../../components/seo/Seo";
import { pageFromSearch } from "../../lib/pagination";

/**
 * /news?page=N — the static HTML is the loading state (heading and skeletons) of any page. The
 * project's server writes the asked-for page's news and first photo into that HTML
 * (server/site/pageData.ts), so the list shows without asking the API.
 */
export default function NewsIndexPage({ location }: PageProps) {
  return (
    <Layout>
      <NewsList page={pageFromSearch(location.search)} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="News"
    description="News, statements and event reports from Qaumi Watan Party (QWP) in Khyber Pakhtunkhwa."
    pathname={location.pathname}
  />
);

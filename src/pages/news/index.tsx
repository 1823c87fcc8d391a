import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import NewsList from "../../components/news/NewsList";
import ApiPreload from "../../components/seo/ApiPreload";
import Seo from "../../components/seo/Seo";
import { API_PATHS, apiUrl } from "../../lib/api/paths";
import { pageFromSearch } from "../../lib/pagination";

/** /news?page=N — the static HTML is the loading state (heading and skeletons) of any page. */
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
  >
    {/* Most visits open the first page; ?page=N fetches its own page as well. */}
    <ApiPreload url={apiUrl(API_PATHS.newsPage(1))} />
  </Seo>
);

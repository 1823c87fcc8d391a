import React from "react";
import { useLatestNews } from "../../hooks/useLatestNews";
import NewsFeed from "./NewsFeed";
import { LATEST_NEWS_SKELETONS } from "./NewsFeedLoading";

/** The newest items (`news/latest`) in their four states; loaded on demand by LatestNews. */
export default function LatestNewsFeed() {
  const state = useLatestNews();
  return (
    <NewsFeed
      state={state.status === "success" ? { status: "success", items: state.data } : state}
      skeletonCount={LATEST_NEWS_SKELETONS}
      errorFallback="news.latestLoadFailed"
      headingLevel="h3"
    />
  );
}

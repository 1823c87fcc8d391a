import React, { Suspense, lazy } from "react";
import { useT } from "../../i18n";
import { space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import ChunkErrorBoundary from "../ui/ChunkErrorBoundary";
import Section from "../ui/Section";
import NewsFeedError from "./NewsFeedError";
import NewsFeedLoading, { LATEST_NEWS_SKELETONS } from "./NewsFeedLoading";

// The feed, the API client and the news cards are below the fold and fetched at runtime anyway, so
// their code is a chunk of its own: the rest of Home becomes interactive without waiting for it.
// The static HTML already holds the loading state, which stays until the chunk and the news arrive.
const LatestNewsFeed = lazy(() => import("./LatestNewsFeed"));

/** Home page's latest-news section: `news/latest`, loaded in the browser after the page shows. */
export default function LatestNews() {
  const t = useT();
  return (
    <Section
      id="latest-news-heading"
      title={t("news.latestTitle")}
      eyebrow={t("news.latestEyebrow")}
    >
      {/* If the feed's code cannot be downloaded, the section says so as a failed request would
          (without importing the feed's own modules, which would put them back into Home's first load). */}
      <ChunkErrorBoundary fallback={<NewsFeedError message={t("news.latestLoadFailed")} />}>
        <Suspense fallback={<NewsFeedLoading count={LATEST_NEWS_SKELETONS} />}>
          <LatestNewsFeed />
        </Suspense>
      </ChunkErrorBoundary>
      <div css={{ marginTop: space(8), display: "flex", justifyContent: "center" }}>
        <ButtonLink to="/news" variant="secondary">
          {t("news.viewAll")} <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </Section>
  );
}

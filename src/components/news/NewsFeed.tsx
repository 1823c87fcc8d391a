import React from "react";
import { useT } from "../../i18n";
import { feedError } from "../../lib/api/feedError";
import type { SiteNewsItem } from "../../../contract/lib/api/siteShape";
import NewsCard from "./NewsCard";
import NewsFeedLoading from "./NewsFeedLoading";
import CardGrid from "../ui/CardGrid";
import NewsFeedError from "./NewsFeedError";
import { messageBox } from "./styles";

type FeedState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "success"; items: SiteNewsItem[] };

type NewsFeedProps = {
  state: FeedState;
  /** How many skeleton cards stand in while loading: 3 on Home, 9 on the list. */
  skeletonCount: number;
  /** Shown when the server's error carries no message of its own: a key of data/i18n/<lang>/news.json. */
  errorFallback: "news.loadFailed" | "news.latestLoadFailed";
  headingLevel?: "h2" | "h3";
  /** The news list, where the first card's photo is on the first screen (Home's cards are further down). */
  firstCardEager?: boolean;
};

/** The four states of a news grid: loading, error, empty, loaded. */
export default function NewsFeed({
  state,
  skeletonCount,
  errorFallback,
  headingLevel,
  firstCardEager = false,
}: NewsFeedProps) {
  const t = useT();
  if (state.status === "loading") return <NewsFeedLoading count={skeletonCount} />;
  if (state.status === "error") {
    return <NewsFeedError message={feedError(state.error, t(errorFallback), t)} />;
  }
  if (state.items.length === 0) {
    return (
      <div role="status" css={messageBox}>
        <p>{t("news.empty")}</p>
      </div>
    );
  }
  return (
    <CardGrid>
      {state.items.map((item, index) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} eager={firstCardEager && index === 0} />
        </li>
      ))}
    </CardGrid>
  );
}

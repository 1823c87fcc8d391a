import React from "react";
import { errorMessage } from "../../lib/api/client";
import type { NewsItem } from "../../lib/api/types";
import NewsCard from "./NewsCard";
import NewsFeedLoading from "./NewsFeedLoading";
import CardGrid from "../ui/CardGrid";
import NewsFeedError from "./NewsFeedError";
import { messageBox } from "./styles";

type FeedState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "success"; items: NewsItem[] };

type NewsFeedProps = {
  state: FeedState;
  /** How many skeleton cards stand in while loading: 3 on Home, 9 on the list. */
  skeletonCount: number;
  /** Shown when the server's error carries no message of its own. */
  errorFallback: string;
  headingLevel?: "h2" | "h3";
};

/** The four states of a news grid: loading, error, empty, loaded. */
export default function NewsFeed({
  state,
  skeletonCount,
  errorFallback,
  headingLevel,
}: NewsFeedProps) {
  if (state.status === "loading") return <NewsFeedLoading count={skeletonCount} />;
  if (state.status === "error") {
    return <NewsFeedError message={errorMessage(state.error, errorFallback)} />;
  }
  if (state.items.length === 0) {
    return (
      <div role="status" css={messageBox}>
        <p>No news found.</p>
      </div>
    );
  }
  return (
    <CardGrid>
      {state.items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}

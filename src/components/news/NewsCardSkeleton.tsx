import React from "react";
import { card, cardRows, mediaBox, skeletonBlock } from "./styles";

/** Skeleton bars spread over a text row's fixed height, one bar a line. */
const lines = { display: "grid", alignContent: "space-evenly" } as const;

/** Placeholder with the card's exact footprint, so the grid does not move when news arrives. */
export default function NewsCardSkeleton() {
  return (
    <div css={card} aria-hidden="true" data-testid="news-skeleton">
      <div css={[mediaBox, skeletonBlock, { borderRadius: 0 }]} />
      <div css={cardRows.body}>
        <div css={[cardRows.meta, skeletonBlock, { width: "55%" }]} />
        <div css={[cardRows.title, lines]}>
          <div css={[skeletonBlock, { height: "1.2rem", width: "90%" }]} />
          <div css={[skeletonBlock, { height: "1.2rem", width: "70%" }]} />
        </div>
        <div css={[cardRows.excerpt, lines]}>
          <div css={[skeletonBlock, { height: "1rem", width: "100%" }]} />
          <div css={[skeletonBlock, { height: "1rem", width: "95%" }]} />
          <div css={[skeletonBlock, { height: "1rem", width: "60%" }]} />
        </div>
        <div css={[cardRows.more, skeletonBlock, { width: "30%" }]} />
      </div>
    </div>
  );
}

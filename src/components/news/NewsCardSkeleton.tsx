import React from "react";
import { space } from "../../theme";
import { card, mediaBox, skeletonBlock } from "./styles";

/** Placeholder with the card's exact footprint, so the grid does not move when news arrives. */
export default function NewsCardSkeleton() {
  return (
    <div css={card} aria-hidden="true" data-testid="news-skeleton">
      <div css={[mediaBox, skeletonBlock, { borderRadius: 0 }]} />
      <div css={{ display: "flex", flexDirection: "column", gap: space(3), padding: space(5), flex: 1 }}>
        <div css={[skeletonBlock, { height: "1.6rem", width: "55%" }]} />
        <div css={[skeletonBlock, { height: "1.3rem", width: "90%" }]} />
        <div css={[skeletonBlock, { height: "1.3rem", width: "70%" }]} />
        <div css={[skeletonBlock, { height: "1rem", width: "100%" }]} />
        <div css={[skeletonBlock, { height: "1rem", width: "85%" }]} />
        <div css={[skeletonBlock, { height: "1.2rem", width: "30%", marginTop: "auto" }]} />
      </div>
    </div>
  );
}

import React from "react";
import NewsCardSkeleton from "./NewsCardSkeleton";
import { cardGridStyle } from "../ui/CardGrid";
import { visuallyHidden } from "../../theme/visuallyHidden";

/** Home shows 3 skeleton cards while the latest news loads. */
export const LATEST_NEWS_SKELETONS = 3;

/** A news grid while it loads (3 skeleton cards on Home, 9 on the list). */
export default function NewsFeedLoading({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <p role="status" css={visuallyHidden}>
        Loading news…
      </p>
      <div css={cardGridStyle}>
        {Array.from({ length: count }, (_, i) => (
          <NewsCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

import React from "react";
import { useT } from "../../i18n";
import NewsCardSkeleton from "./NewsCardSkeleton";
import { cardGridStyle } from "../ui/CardGrid";
import { visuallyHidden } from "../../theme/visuallyHidden";

/** Home shows 3 skeleton cards while the latest news loads. */
export const LATEST_NEWS_SKELETONS = 3;

/** A news grid while it loads (3 skeleton cards on Home, 9 on the list). */
export default function NewsFeedLoading({ count }: { count: number }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" css={visuallyHidden}>
        {t("news.loading")}
      </p>
      <div css={cardGridStyle}>
        {Array.from({ length: count }, (_, i) => (
          <NewsCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

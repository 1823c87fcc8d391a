import React, { useEffect, useRef } from "react";
import { useNewsPage } from "../../hooks/useNewsPage";
import { useLang, useT } from "../../i18n";
import type { SiteNewsPage } from "../../../contract/lib/api/siteShape";
import { space } from "../../theme";
import ListingSection from "../ui/ListingSection";
import NewsFeed from "./NewsFeed";
import OtherEditions from "../ui/OtherEditions";
import Pagination from "../ui/Pagination";

export const newsPageHref = (page: number) => (page <= 1 ? "/news" : `/news?page=${page}`);

/**
 * The /news screen: one page of the paginated grid, the page number coming from the URL.
 * `initial`: that page as the server embedded it (and rendered it: server/site/contentMarkup.tsx).
 * In Urdu and Pashto the list has the edition's language's articles only (none: the empty state),
 * and ends with a link to the other editions' lists when they have articles.
 */
export default function NewsList({ page, initial }: { page: number; initial?: SiteNewsPage }) {
  const t = useT();
  const lang = useLang();
  const state = useNewsPage(page, initial);
  const listTop = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);

  // A new page brings the reader back to the top of the list, with focus there for keyboards
  // and screen readers (the link they pressed may no longer exist).
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    listTop.current?.scrollIntoView({ block: "start" });
    listTop.current?.focus({ preventScroll: true });
  }, [page]);

  return (
    <ListingSection area="news">
      <div ref={listTop} tabIndex={-1} css={{ scrollMarginTop: space(24), outline: "none" }}>
        <NewsFeed
          state={state.status === "success" ? { status: "success", items: state.data.news } : state}
          skeletonCount={9}
          errorFallback="news.loadFailed"
          firstCardEager
        />
      </div>
      {state.status === "success" && (
        <Pagination label={t("news.pages")} page={page} totalPages={state.data.totalPages} hrefFor={newsPageHref} />
      )}
      {lang !== "en" && state.status === "success" && Boolean(state.data.others) && (
        <OtherEditions sentence="news.otherEditions" path="/news" />
      )}
    </ListingSection>
  );
}

import React from "react";
import { useDocumentHead } from "../../hooks/useDocumentHead";
import { useNewsItem } from "../../hooks/useNewsItem";
import { useT } from "../../i18n";
import type { SiteNewsItem } from "../../../contract/lib/api/siteShape";
import { space } from "../../theme";
import Container from "../ui/Container";
import DetailLoading from "../ui/DetailLoading";
import DetailNotFound from "../ui/DetailNotFound";
import NewsArticle from "./NewsArticle";

/** The loading article's grey bars: category and date, title, byline, summary, photo. */
const ARTICLE_BARS = [
  { height: "1.4rem", width: "9rem" },
  { height: "2.6rem", width: "90%" },
  { height: "1.3rem", width: "75%" },
  { height: "3rem", width: "100%" },
  { aspectRatio: "16 / 9", width: "100%" },
];

export function NewsDetailLoading() {
  const t = useT();
  return <DetailLoading label={t("news.loadingArticle")} maxWidth="46rem" bars={ARTICLE_BARS} />;
}

export function NewsNotFound() {
  const t = useT();
  return <DetailNotFound title={t("news.notFoundTitle")} text={t("news.notFoundText")} backTo="/news" backText={t("news.backToNews")} />;
}

/**
 * /news/{id or slug}: loading, not found (error or no item), or the article. `initial`: the article
 * the server embedded in the page (and rendered into it: server/site/contentMarkup.tsx).
 */
export default function NewsDetail({
  idOrSlug,
  initial,
}: {
  idOrSlug: string;
  initial?: SiteNewsItem;
}) {
  const t = useT();
  const state = useNewsItem(idOrSlug, initial);
  const item = state.status === "success" ? state.data : null;
  const notFound = state.status === "error" || (state.status === "success" && !item);
  useDocumentHead(
    item?.title ?? (notFound ? t("news.notFoundTitle") : undefined),
    item ? item.summary : undefined,
  );

  return (
    <Container css={{ paddingBlock: space(10) }}>
      {state.status === "loading" ? (
        <NewsDetailLoading />
      ) : item ? (
        <NewsArticle item={item} />
      ) : (
        <NewsNotFound />
      )}
    </Container>
  );
}

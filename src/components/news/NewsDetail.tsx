import React from "react";
import { useDocumentHead } from "../../hooks/useDocumentHead";
import { useNewsItem } from "../../hooks/useNewsItem";
import { useT } from "../../i18n";
import type { SiteNewsItem } from "../../../contract/lib/api/siteShape";
import { fontSizes, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import NewsArticle from "./NewsArticle";
import { messageBox, skeletonBlock } from "./styles";
import { visuallyHidden } from "../../theme/visuallyHidden";

export function NewsDetailLoading() {
  const t = useT();
  return (
    // A screen tall: the footer stays below the fold while the article loads, so nothing on screen
    // moves when it arrives (a shorter state shows the footer, which the article then pushes away).
    <div aria-busy="true" css={{ maxWidth: "46rem", marginInline: "auto", minHeight: "100vh" }}>
      <p role="status" css={visuallyHidden}>
        {t("news.loadingArticle")}
      </p>
      <div aria-hidden="true" css={{ display: "grid", gap: space(4) }}>
        <div css={[skeletonBlock, { height: "1.4rem", width: "9rem" }]} />
        <div css={[skeletonBlock, { height: "2.6rem", width: "90%" }]} />
        <div css={[skeletonBlock, { height: "1.3rem", width: "75%" }]} />
        <div css={[skeletonBlock, { height: "3rem", width: "100%" }]} />
        <div css={[skeletonBlock, { aspectRatio: "16 / 9", width: "100%" }]} />
      </div>
    </div>
  );
}

export function NewsNotFound() {
  const t = useT();
  return (
    <div css={[messageBox, { maxWidth: "40rem", marginInline: "auto", paddingBlock: space(12) }]}>
      <h1 css={{ fontSize: fontSizes.xxl, marginBottom: space(3) }}>{t("news.notFoundTitle")}</h1>
      <p css={{ marginBottom: `${space(6)} !important` }}>{t("news.notFoundText")}</p>
      <ButtonLink to="/news">
        <Icon name="arrowLeft" size={18} /> {t("news.backToNews")}
      </ButtonLink>
    </div>
  );
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

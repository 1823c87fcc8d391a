import React, { useEffect } from "react";
import { useNewsItem } from "../../hooks/useNewsItem";
import { useT, useTranslatedContent } from "../../i18n";
import type { NewsItem } from "../../lib/api/types";
import { fontSizes, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import NewsArticle from "./NewsArticle";
import { messageBox, skeletonBlock } from "./styles";
import { visuallyHidden } from "../../theme/visuallyHidden";

/**
 * The party's name as data/site.json has it. The edition's translation of that file (in every page's
 * context, for the layout) gives its own name. Not read through useSiteInfo: the server renders this
 * page without Gatsby's static queries (server/site/contentMarkup.tsx).
 */
const SITE = { name: "Qaumi Watan Party" };

/**
 * Sets the tab title and meta description once the article is known (client-only route). The title
 * ends with the party's name as the edition writes it, as every static page's title does.
 */
function useDocumentHead(title: string | undefined, description: string | undefined) {
  const siteName = useTranslatedContent("site", SITE).name;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${siteName}`;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}

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
  initial?: NewsItem;
}) {
  const t = useT();
  const state = useNewsItem(idOrSlug, initial);
  const item = state.status === "success" ? state.data : null;
  const notFound = state.status === "error" || (state.status === "success" && !item);
  useDocumentHead(
    item?.title ?? (notFound ? t("news.notFoundTitle") : undefined),
    item ? item.excerpt : undefined,
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

import type { PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import NewsDetail, { NewsDetailLoading } from "../../components/news/NewsDetail";
import { pageHead } from "../../components/seo/pageHead";
import Container from "../../components/ui/Container";
import { useEmbeddedData } from "../../hooks/useEmbeddedData";
import { useHasMounted } from "../../hooks/useHasMounted";
import { splatOf } from "../../lib/splat";
import { EMBEDDED_NEWS_ITEM } from "../../../contract/lib/api/embeddedData";
import { embeddedNewsItem } from "../../../contract/lib/api/news";
import { space } from "../../theme";

const loadingWrap = { paddingBlock: space(10) } as const;

/**
 * /news/{id or slug}: a client-only route. The static HTML (one file for every article) is the
 * loading state. For a known article the project's server writes the article into that HTML, as
 * data and as markup (server/site/pageData.ts): the first render here takes the same data, renders
 * the same markup and React hydrates it. Without it the id is read only after mount, so hydration
 * matches the static render.
 */
export default function NewsDetailPage({ params }: PageProps) {
  const mounted = useHasMounted();
  const idOrSlug = splatOf(params);
  const initial = useEmbeddedData(EMBEDDED_NEWS_ITEM, idOrSlug, (embedded) => embeddedNewsItem(embedded, idOrSlug));

  return (
    <Layout>
      {mounted || initial ? (
        <NewsDetail key={idOrSlug} idOrSlug={idOrSlug} initial={initial} />
      ) : (
        <Container css={loadingWrap}>
          <NewsDetailLoading />
        </Container>
      )}
    </Layout>
  );
}

export const Head = pageHead("news.title", "news.seoArticleDescription");

import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import NewsDetail, { NewsDetailLoading } from "../../components/news/NewsDetail";
import Seo from "../../components/seo/Seo";
import Container from "../../components/ui/Container";
import { useHasMounted } from "../../hooks/useHasMounted";
import { space } from "../../theme";

const loadingWrap = { paddingBlock: space(10) } as const;

/**
 * /news/{id or slug}: a client-only route. The static HTML (one file for every article) is the
 * loading state; the id is read only after mount, so hydration matches the static render.
 */
export default function NewsDetailPage({ params }: PageProps) {
  const mounted = useHasMounted();
  const idOrSlug = (params as Record<string, string | undefined>)["*"] ?? "";

  return (
    <Layout>
      {mounted ? (
        <NewsDetail key={idOrSlug} idOrSlug={idOrSlug.replace(/\/+$/, "")} />
      ) : (
        <Container css={loadingWrap}>
          <NewsDetailLoading />
        </Container>
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="News" description="News from Qaumi Watan Party (QWP)." pathname={location.pathname} />
);

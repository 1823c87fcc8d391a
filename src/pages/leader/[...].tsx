import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import ClientRoutePlaceholder from "../../components/ui/ClientRoutePlaceholder";
import NotFoundMessage from "../../components/ui/NotFoundMessage";
import Seo from "../../components/seo/Seo";
import { ButtonLink } from "../../components/ui/Button";
import { useHasMounted } from "../../hooks/useHasMounted";

/**
 * Every known leader has a page built by gatsby/createPages.ts, which wins over this route;
 * anything else under /leader/ lands here.
 */
export default function UnknownLeaderPage() {
  const mounted = useHasMounted();
  return (
    <Layout>
      {mounted ? (
        <NotFoundMessage message="Leader not found.">
          <ButtonLink to="/" variant="secondary">
            Go to the Home page
          </ButtonLink>
        </NotFoundMessage>
      ) : (
        <ClientRoutePlaceholder />
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Leader not found"
    description="There is no leader profile at this address."
    pathname={location.pathname}
    noindex
  />
);

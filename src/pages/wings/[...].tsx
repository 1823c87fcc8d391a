import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import ClientRoutePlaceholder from "../../components/ui/ClientRoutePlaceholder";
import NotFoundMessage from "../../components/ui/NotFoundMessage";
import Seo from "../../components/seo/Seo";
import { ButtonLink } from "../../components/ui/Button";
import { useHasMounted } from "../../hooks/useHasMounted";

/** Known wings have pages from gatsby/createPages.ts; any other /wings/{slug} lands here. */
export default function UnknownWingPage() {
  const mounted = useHasMounted();
  return (
    <Layout>
      {mounted ? (
        <NotFoundMessage message="Wing not found.">
          <ButtonLink to="/wings" variant="secondary">
            See all wings
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
    title="Wing not found"
    description="There is no party wing at this address."
    pathname={location.pathname}
    noindex
  />
);

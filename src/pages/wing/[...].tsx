import { navigate, type HeadFC, type PageProps } from "gatsby";
import React, { useEffect } from "react";
import Layout from "../../components/layout/Layout";
import ClientRoutePlaceholder from "../../components/ui/ClientRoutePlaceholder";
import Seo from "../../components/seo/Seo";
import Container from "../../components/ui/Container";
import { useHasMounted } from "../../hooks/useHasMounted";
import { wingsPathFor } from "../../lib/routeSlug";
import { space } from "../../theme";
import { useTParts } from "../../i18n/I18nProvider";
import { headEdition } from "../../i18n/headEdition";

/**
 * The server answers /wing/{slug} with a 301; this client route makes the same move on hosts
 * that only serve files, replacing the history entry so Back does not bounce here again.
 */
export default function WingRedirectPage({ location }: PageProps) {
  const mounted = useHasMounted();
  const tParts = useTParts();
  const target = wingsPathFor(location.pathname, location.search, location.hash);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [target]);
  return (
    <Layout>
      {mounted ? (
        <Container css={{ paddingBlock: space(16), textAlign: "center" }}>
          <p>
            {tParts("wings.moved", {
              link: (
                <a href={target} dir="ltr">
                  {target}
                </a>
              ),
            })}
          </p>
        </Container>
      ) : (
        <ClientRoutePlaceholder />
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => {
  const edition = headEdition(pageContext);
  return (
    <Seo
      title={edition.t("wings.seoMovedTitle")}
      description={edition.t("wings.seoMovedDescription")}
      pathname={location.pathname}
      noindex
      pageContext={pageContext}
    />
  );
};

import { navigate, type PageProps } from "gatsby";
import React, { useEffect } from "react";
import ClientRoute from "../../components/layout/ClientRoute";
import { pageHead } from "../../components/seo/pageHead";
import Container from "../../components/ui/Container";
import { useTParts } from "../../i18n/I18nProvider";
import { wingsPathFor } from "../../lib/routeSlug";
import { space } from "../../theme";

/**
 * The server answers /wing/{slug} with a 301; this client route makes the same move on hosts
 * that only serve files, replacing the history entry so Back does not bounce here again.
 */
export default function WingRedirectPage({ location }: PageProps) {
  const tParts = useTParts();
  const target = wingsPathFor(location.pathname, location.search, location.hash);
  useEffect(() => {
    navigate(target, { replace: true });
  }, [target]);
  return (
    <ClientRoute>
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
    </ClientRoute>
  );
}

export const Head = pageHead("wings.seoMovedTitle", "wings.seoMovedDescription", { noindex: true });

import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import ClientRoutePlaceholder from "../../components/ui/ClientRoutePlaceholder";
import NotFoundMessage from "../../components/ui/NotFoundMessage";
import Seo from "../../components/seo/Seo";
import { ButtonLink } from "../../components/ui/Button";
import { useHasMounted } from "../../hooks/useHasMounted";
import { useT } from "../../i18n/I18nProvider";
import { headEdition } from "../../i18n/headEdition";

/**
 * Every known leader has a page built by gatsby/createPages.ts, which wins over this route;
 * anything else under /leader/ lands here.
 */
export default function UnknownLeaderPage() {
  const mounted = useHasMounted();
  const t = useT();
  return (
    <Layout>
      {mounted ? (
        <NotFoundMessage message={t("leaders.notFound")}>
          <ButtonLink to="/" variant="secondary">
            {t("leaders.goHome")}
          </ButtonLink>
        </NotFoundMessage>
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
      title={edition.t("leaders.seoNotFoundTitle")}
      description={edition.t("leaders.seoNotFoundDescription")}
      pathname={location.pathname}
      noindex
      pageContext={pageContext}
    />
  );
};

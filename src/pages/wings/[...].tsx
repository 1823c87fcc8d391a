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

/** Known wings have pages from gatsby/createPages.ts; any other /wings/{slug} lands here. */
export default function UnknownWingPage() {
  const mounted = useHasMounted();
  const t = useT();
  return (
    <Layout>
      {mounted ? (
        <NotFoundMessage message={t("wings.notFound")}>
          <ButtonLink to="/wings" variant="secondary">
            {t("wings.seeAll")}
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
      title={edition.t("wings.seoNotFoundTitle")}
      description={edition.t("wings.seoNotFoundDescription")}
      pathname={location.pathname}
      noindex
      pageContext={pageContext}
    />
  );
};

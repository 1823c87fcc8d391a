import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import Seo from "../components/seo/Seo";
import NotFound from "../components/layout/NotFound";
import { headEdition } from "../i18n/headEdition";

export default function NotFoundPage() {
  return (
    <Layout>
      <StaticContent>
        <NotFound />
      </StaticContent>
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => {
  const edition = headEdition(pageContext);
  return (
    <Seo
      title={edition.t("notFound.seoTitle")}
      description={edition.t("notFound.message")}
      pathname={location.pathname}
      noindex
      pageContext={pageContext}
    />
  );
};

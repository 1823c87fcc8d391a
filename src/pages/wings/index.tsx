import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import PageHero from "../../components/ui/PageHero";
import Seo from "../../components/seo/Seo";
import WingList from "../../components/wing/WingList";
import { useT } from "../../i18n/I18nProvider";
import { headEdition } from "../../i18n/headEdition";

export default function WingsIndexPage({ data }: PageProps<Queries.WingsIndexPageQuery>) {
  const t = useT();
  return (
    <Layout>
      <StaticContent>
        <PageHero
          eyebrow={t("wings.indexEyebrow")}
          title={t("wings.title")}
          lead={t("wings.lead")}
        />
        <WingList wings={data.allWing.nodes} />
      </StaticContent>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WingsIndexPageQuery>) {
  const edition = headEdition(pageContext);
  const titles = data.allWing.nodes
    .map((wing) => edition.content(`wings/${wing.slug}`, wing).title)
    .join(edition.lang === "en" ? ", " : "، ");
  return (
    <Seo
      title={edition.t("wings.title")}
      description={edition.t("wings.seoIndexDescription", { titles })}
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
}

export const query = graphql`
  query WingsIndexPage {
    allWing(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
      }
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import Seo from "../components/seo/Seo";
import WingView from "../components/wing/WingView";
import UpcomingEvents from "../components/events/UpcomingEvents";
import { usePageContent } from "../i18n/I18nProvider";
import { headEdition } from "../i18n/headEdition";

export default function WingTemplate({ data, pageContext }: PageProps<Queries.WingPageQuery>) {
  const wing = usePageContent(`wings/${(pageContext as { slug?: string }).slug}`, data.wing);
  return (
    <Layout>
      <StaticContent>
        <WingView wing={wing} otherWings={data.allWing.nodes.filter((w) => w.slug !== wing.slug)} />
      </StaticContent>
      <UpcomingEvents wing={wing.slug} />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WingPageQuery>) {
  const edition = headEdition(pageContext);
  const wing = edition.content(`wings/${(pageContext as { slug?: string }).slug}`, data.wing);
  if (!wing || !data.wing) return null;
  const description = edition.inEditionWords(wing.description, data.wing.description)
    ? wing.description
    : edition.t("wings.seoWingDescription", { title: wing.title });
  return <Seo title={wing.title} description={description} pathname={location.pathname} pageContext={pageContext} />;
}

export const query = graphql`
  query WingPage($slug: String!) {
    wing(slug: { eq: $slug }) {
      slug
      title
      description
      quote
      content
    }
    allWing(sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`;

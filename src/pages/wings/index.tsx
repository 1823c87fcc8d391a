import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import PageHero from "../../components/ui/PageHero";
import Seo from "../../components/seo/Seo";
import WingList from "../../components/wing/WingList";

export default function WingsIndexPage({ data }: PageProps<Queries.WingsIndexPageQuery>) {
  return (
    <Layout>
      <StaticContent>
        <PageHero
          eyebrow="Qaumi Watan Party"
          title="Party Wings"
          lead="Choose a wing to read about its work and how to take part."
        />
        <WingList wings={data.allWing.nodes} />
      </StaticContent>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.WingsIndexPageQuery>) {
  const titles = data.allWing.nodes.map((wing) => wing.title).join(", ");
  return (
    <Seo
      title="Party Wings"
      description={`The wings of Qaumi Watan Party: ${titles}.`}
      pathname={location.pathname}
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

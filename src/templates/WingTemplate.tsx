import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import Seo from "../components/seo/Seo";
import WingView from "../components/wing/WingView";

export default function WingTemplate({ data }: PageProps<Queries.WingPageQuery>) {
  if (!data.wing) throw new Error("WingPage: no wing for this slug");
  return (
    <Layout>
      <StaticContent>
        <WingView wing={data.wing} otherWings={data.allWing.nodes.filter((w) => w.slug !== data.wing?.slug)} />
      </StaticContent>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.WingPageQuery>) {
  if (!data.wing) return null;
  return <Seo title={data.wing.title} description={data.wing.description} pathname={location.pathname} />;
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

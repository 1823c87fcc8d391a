import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import AboutView from "../../components/about/AboutView";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import Seo from "../../components/seo/Seo";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  // data/about.json is required by the data checks, so this only fails if the checks were bypassed.
  if (!data.aboutContent) throw new Error("data/about.json is missing");
  return (
    <Layout>
      <StaticContent>
        <AboutView about={data.aboutContent} leaders={data.allLeader.nodes} />
      </StaticContent>
    </Layout>
  );
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ location, data }) => (
  <Seo
    title="About Party"
    description={data.aboutContent?.lead ?? "About Qaumi Watan Party"}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query AboutPage {
    aboutContent {
      title
      lead
      intro
      values {
        title
        description
        icon
      }
      leadershipIntro
      structure {
        intro
        levels {
          title
          description
        }
      }
      electoral {
        intro
        facts {
          number
          label
          colour
        }
      }
      vision {
        title
        text
      }
      mission {
        title
        text
      }
      getInvolved {
        title
        text
      }
    }
    allLeader(sort: { order: ASC }) {
      nodes {
        slug
        name
        title
        image {
          childImageSharp {
            gatsbyImageData(
              width: 88
              height: 88
              layout: FIXED
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

import { graphql, type PageProps } from "gatsby";
import React from "react";
import AboutView from "../../components/about/AboutView";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import { contentPageHead } from "../../components/seo/contentPageHead";
import { usePageContent } from "../../i18n/I18nProvider";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = usePageContent("about", data.aboutContent);
  return (
    <Layout>
      <StaticContent>
        <AboutView about={about} leaders={data.allLeader.nodes} />
      </StaticContent>
    </Layout>
  );
}

export const Head = contentPageHead("about", (data: Queries.AboutPageQuery) => data.aboutContent, (about) => about.lead);

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

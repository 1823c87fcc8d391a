import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import AboutView from "../../components/about/AboutView";
import Layout from "../../components/layout/Layout";
import StaticContent from "../../components/ui/StaticContent";
import Seo from "../../components/seo/Seo";
import { usePageContent } from "../../i18n/I18nProvider";
import { headEdition } from "../../i18n/headEdition";

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

export const Head: HeadFC<Queries.AboutPageQuery> = ({ location, data, pageContext }) => {
  const edition = headEdition(pageContext);
  const lead = edition.content("about", data.aboutContent)?.lead;
  return (
    <Seo
      title={edition.t("about.seoTitle")}
      // The page's lead; an edition without its translation says it in its own words instead.
      description={
        lead && (edition.lang === "en" || lead !== data.aboutContent?.lead)
          ? lead
          : edition.t("about.seoDescription")
      }
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
};

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

import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import HomeView from "../components/home/HomeView";
import Layout from "../components/layout/Layout";
import LatestNews from "../components/news/LatestNews";
import UpcomingEvents from "../components/events/UpcomingEvents";
import ApiPreload from "../components/seo/ApiPreload";
import Seo from "../components/seo/Seo";
import { API_PATHS, apiUrl } from "../lib/api/paths";
import { useTranslatedContent } from "../i18n/I18nProvider";
import { langFromPath } from "../../contract/i18n/locales";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  if (!data.homeContent) throw new Error("HomePage: data/home.json is missing");
  // home.json with the edition's translation in place (data/ur/home.json ...).
  const content = useTranslatedContent("home", data.homeContent);
  return (
    <Layout>
      <HomeView
        content={content}
        catalogue={data.projectCatalogue}
        leaders={data.allLeader.nodes}
        latestNews={<LatestNews />}
        upcomingEvents={<UpcomingEvents />}
      />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.HomePageQuery>) {
  const { siteInfo, site } = data;
  // The party's description as the edition writes it (data/ur/site.json ...); Seo names the party so.
  const local = (pageContext as { translations?: { site?: { description?: string } } }).translations
    ?.site;
  return (
    <Seo
      title={site?.siteMetadata?.title ?? "Home"}
      description={
        local?.description ?? siteInfo?.description ?? data.homeContent?.hero.subtitle ?? ""
      }
      pathname={location.pathname}
      pageContext={pageContext}
    >
      {/* The address the latest-news section then fetches, in the edition of the page's address
          (src/lib/api/newsRequests.ts): any other address would be a second download, not a preload. */}
      <ApiPreload url={apiUrl(API_PATHS.latestNews(langFromPath(location.pathname)))} />
      {/* The party as a schema.org Organization is written into the head by the build (gatsby-ssr.tsx). */}
    </Seo>
  );
}

export const query = graphql`
  query HomePage {
    homeContent {
      hero {
        eyebrow
        title
        subtitle
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 768, 1080, 1366, 1920]
              placeholder: NONE
              quality: 60
            )
          }
        }
      }
      intro {
        eyebrow
        title
        paragraphs
        stats {
          number
          label
        }
      }
      projects {
        eyebrow
        title
        intro
      }
      leadership {
        eyebrow
        title
        intro
      }
      history {
        eyebrow
        title
        paragraphs
        milestones {
          year
          title
          description
        }
      }
    }
    projectCatalogue {
      categories {
        id
        label
      }
      projects {
        title
        description
        category
        status
        year
        location
        image {
          childImageSharp {
            gatsbyImageData(
              width: 400
              aspectRatio: 1.6
              placeholder: DOMINANT_COLOR
              quality: 70
              sizes: "(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
            )
          }
        }
      }
    }
    allLeader(sort: { order: ASC }, limit: 5) {
      nodes {
        slug
        name
        title
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FIXED
              width: 128
              height: 128
              placeholder: DOMINANT_COLOR
              quality: 75
            )
          }
        }
      }
    }
    siteInfo {
      name
      shortName
      description
      email
      phone
      address
      socialLinks {
        url
      }
      logo {
        publicURL
      }
    }
    site {
      siteMetadata {
        title
        siteUrl
      }
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import HomeView from "../components/home/HomeView";
import Layout from "../components/layout/Layout";
import JsonLdScript from "../components/people/JsonLdScript";
import Seo from "../components/seo/Seo";
import { organizationJsonLd } from "../lib/structuredData";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  if (!data.homeContent) throw new Error("HomePage: data/home.json is missing");
  return (
    <Layout>
      <HomeView content={data.homeContent} catalogue={data.projectCatalogue} leaders={data.allLeader.nodes} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const { siteInfo, site } = data;
  return (
    <Seo
      title="Home"
      description={siteInfo?.description ?? data.homeContent?.hero.subtitle ?? ""}
      pathname={location.pathname}
    >
      {siteInfo && (
        <JsonLdScript
          data={organizationJsonLd({
            name: siteInfo.name,
            alternateName: siteInfo.shortName,
            description: siteInfo.description,
            siteUrl: site?.siteMetadata?.siteUrl ?? "",
            logoPath: siteInfo.logo?.publicURL,
            email: siteInfo.email,
            phone: siteInfo.phone,
            address: siteInfo.address,
            sameAs: siteInfo.socialLinks.map((link) => link.url),
          })}
        />
      )}
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
              formats: [AUTO, WEBP, AVIF]
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
              formats: [AUTO, WEBP, AVIF]
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
              formats: [AUTO, WEBP, AVIF]
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
        siteUrl
      }
    }
  }
`;

import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import LeaderProfile from "../components/leader/LeaderProfile";
import JsonLdScript from "../components/people/JsonLdScript";
import Seo from "../components/seo/Seo";
import { personJsonLd } from "../lib/structuredData";

export default function LeaderTemplate({ data }: PageProps<Queries.LeaderPageQuery>) {
  // createPages only makes pages for existing slugs, so a missing node is a build-time bug.
  if (!data.leader) throw new Error("LeaderPage: no leader for this slug");
  return (
    <Layout>
      <LeaderProfile leader={data.leader} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.LeaderPageQuery>) {
  const { leader, site, siteInfo } = data;
  if (!leader) return null;
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  return (
    <Seo
      title={`${leader.name}, ${leader.title}`}
      description={leader.description}
      pathname={location.pathname}
    >
      <JsonLdScript
        data={personJsonLd({
          name: leader.name,
          jobTitle: leader.title,
          description: leader.description,
          pagePath: `/leader/${leader.slug}`,
          siteUrl,
          imagePath: leader.image.childImageSharp?.gatsbyImageData.images.fallback?.src,
          organizationName: siteInfo?.name ?? "Qaumi Watan Party",
          sameAs: [...(leader.url ? [leader.url] : []), ...leader.socialLinks.map((link) => link.url)],
        })}
      />
    </Seo>
  );
}

export const query = graphql`
  query LeaderPage($slug: String!) {
    leader(slug: { eq: $slug }) {
      slug
      name
      title
      url
      description
      image {
        childImageSharp {
          gatsbyImageData(
            layout: FIXED
            width: 200
            height: 200
            formats: [AUTO, WEBP, AVIF]
            placeholder: DOMINANT_COLOR
            quality: 75
          )
        }
      }
      bio {
        title
        description
        content {
          title
          description
        }
      }
      achievements
      socialLinks {
        platform
        url
        label
      }
    }
    siteInfo {
      name
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;

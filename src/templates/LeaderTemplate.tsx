import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import LeaderProfile from "../components/leader/LeaderProfile";
import JsonLdScript from "../components/seo/JsonLdScript";
import Seo from "../components/seo/Seo";
import { personJsonLd } from "../lib/structuredData";

/** "Name, Office" unless that makes the full title (with " | Qaumi Watan Party") too long for search results. */
const profileTitle = (name: string, office: string) =>
  `${name}, ${office}`.length <= 50 ? `${name}, ${office}` : name;

export default function LeaderTemplate({ data }: PageProps<Queries.LeaderPageQuery>) {
  // createPages only makes pages for existing slugs, so a missing node is a build-time bug.
  if (!data.leader) throw new Error("LeaderPage: no leader for this slug");
  return (
    <Layout>
      <StaticContent>
        <LeaderProfile leader={data.leader} />
      </StaticContent>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.LeaderPageQuery>) {
  const { leader, site, siteInfo } = data;
  if (!leader) return null;
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const share = leader.share?.childImageSharp?.gatsbyImageData;
  const shareSrc = share?.images.fallback?.src;
  return (
    <Seo
      title={profileTitle(leader.name, leader.title)}
      description={leader.description}
      pathname={location.pathname}
      type="profile"
      image={
        share && shareSrc
          ? { src: shareSrc, width: share.width, height: share.height, alt: `Portrait of ${leader.name}` }
          : undefined
      }
    >
      <JsonLdScript
        data={personJsonLd({
          name: leader.name,
          jobTitle: leader.title,
          description: leader.description,
          pagePath: `/leader/${leader.slug}`,
          siteUrl,
          imagePath: shareSrc,
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
            placeholder: DOMINANT_COLOR
            quality: 75
            # The portrait is often the page's largest paint. AVIF at quality 75 was bigger than the
            # JPEG (2x: 18.9 KB against 15.4 KB); at 60 it is 5.5 KB and looks the same.
            avifOptions: { quality: 60 }
          )
        }
      }
      share: image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 800, height: 800, formats: [JPG], placeholder: NONE, quality: 80)
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

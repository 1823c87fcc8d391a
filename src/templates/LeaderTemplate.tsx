import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import LeaderProfile from "../components/leader/LeaderProfile";
import JsonLdScript from "../components/seo/JsonLdScript";
import Seo from "../components/seo/Seo";
import { personJsonLd } from "../../contract/lib/structuredData";
import { usePageContent } from "../i18n/I18nProvider";
import { headEdition, type HeadEdition } from "../i18n/headEdition";
import { leaderPath } from "../../contract/routes";

/** "Name, Office" unless that makes the full title (with " | Qaumi Watan Party") too long for search results. */
const profileTitle = (edition: HeadEdition, name: string, office: string) => {
  const both = edition.t("leaders.seoTitle", { name, office });
  return both.length <= 50 ? both : name;
};

export default function LeaderTemplate({ data, pageContext }: PageProps<Queries.LeaderPageQuery>) {
  const leader = usePageContent(`leaders/${(pageContext as { slug?: string }).slug}`, data.leader);
  return (
    <Layout>
      <StaticContent>
        <LeaderProfile leader={leader} />
      </StaticContent>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.LeaderPageQuery>) {
  const { site, siteInfo } = data;
  const edition = headEdition(pageContext);
  const leader = edition.content(`leaders/${(pageContext as { slug?: string }).slug}`, data.leader);
  if (!leader || !data.leader) return null;
  const description = edition.inEditionWords(leader.description, data.leader.description)
    ? leader.description
    : edition.t("leaders.seoDescription", { name: leader.name, office: leader.title });
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const share = leader.share?.childImageSharp?.gatsbyImageData;
  const shareSrc = share?.images.fallback?.src;
  return (
    <Seo
      title={profileTitle(edition, leader.name, leader.title)}
      description={description}
      pathname={location.pathname}
      type="profile"
      pageContext={pageContext}
      image={
        share && shareSrc
          ? {
              src: shareSrc,
              width: share.width,
              height: share.height,
              alt: edition.t("leaders.portraitAlt", { name: leader.name }),
            }
          : undefined
      }
    >
      <JsonLdScript
        data={personJsonLd({
          name: leader.name,
          jobTitle: leader.title,
          description: leader.description,
          pagePath: leaderPath(leader.slug),
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
            # The portrait is often the page's largest paint, and AVIF at quality 75 came out bigger
            # than the JPEG; at 60 it is a fraction of it and looks the same.
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

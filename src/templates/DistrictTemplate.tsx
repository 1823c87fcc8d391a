import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import DistrictView from "../components/district/DistrictView";
import UpcomingEvents from "../components/events/UpcomingEvents";
import Layout from "../components/layout/Layout";
import JsonLdScript from "../components/seo/JsonLdScript";
import Seo from "../components/seo/Seo";
import StaticContent from "../components/ui/StaticContent";
import { usePageContent } from "../i18n/I18nProvider";
import { headEdition } from "../i18n/headEdition";
import { districtOrganizationJsonLd } from "../../contract/lib/structuredData";
import { leaderPath } from "../../contract/routes";

type Context = { slug?: string };

export default function DistrictTemplate({
  data,
  pageContext,
}: PageProps<Queries.DistrictPageQuery, Context>) {
  const district = usePageContent(`districts/${pageContext.slug}`, data.district);
  return (
    <Layout>
      <StaticContent>
        <DistrictView district={district} />
      </StaticContent>
      <UpcomingEvents district={district.slug} />
    </Layout>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.DistrictPageQuery, Context>) {
  const edition = headEdition(pageContext);
  const district = edition.content(`districts/${pageContext.slug}`, data.district);
  if (!district) return null;
  const partyName = edition.content("site", data.siteInfo)?.name ?? "Qaumi Watan Party";
  return (
    <Seo
      title={edition.t("districtPages.seoTitle", { district: district.name })}
      description={edition.t("districtPages.seoDescription", { district: district.name })}
      pathname={location.pathname}
      pageContext={pageContext}
    >
      <JsonLdScript
        data={districtOrganizationJsonLd({
          name: `${partyName}${edition.lang === "en" ? ", " : "، "}${district.name}`,
          pagePath: location.pathname,
          siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
          address: district.office.address,
          phone: district.office.phone,
          latitude: district.office.latitude,
          longitude: district.office.longitude,
          partyName,
          officeBearers: district.officeBearers.map((bearer) => ({
            role: bearer.role,
            name: bearer.name,
            ...(bearer.leader ? { leaderPath: leaderPath(bearer.leader) } : {}),
          })),
          sameAs: [district.facebook, district.whatsapp].filter((url): url is string =>
            Boolean(url),
          ),
        })}
      />
    </Seo>
  );
}

export const query = graphql`
  query DistrictPage($slug: String!) {
    district(slug: { eq: $slug }) {
      slug
      name
      division
      placeholder
      office {
        address
        phone
        latitude
        longitude
      }
      officeBearers {
        role
        name
        leader
        photo {
          publicURL
        }
      }
      whatsapp
      facebook
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

import { graphql, useStaticQuery } from "gatsby";
import { useTranslatedContent } from "../i18n/I18nProvider";

/** Party name, contact data, social links and developer credit from data/site.json. */
export function useSiteInfo() {
  const data = useStaticQuery<Queries.UseSiteInfoQuery>(graphql`
    query UseSiteInfo {
      siteInfo {
        name
        shortName
        tagline
        description
        address
        email
        phone
        socialLinks {
          platform
          url
          label
        }
        developer {
          name
          url
          bio
          socialLinks {
            platform
            url
            label
          }
        }
      }
    }
  `);
  if (!data.siteInfo)
    throw new Error("data/site.json is missing: the layout needs the site information");
  // Name, description, address in the page's edition (data/ur/site.json ...).
  return useTranslatedContent("site", data.siteInfo);
}

export type SiteInfo = ReturnType<typeof useSiteInfo>;
export type SocialLinkData = SiteInfo["socialLinks"][number];

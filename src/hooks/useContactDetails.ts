import { graphql, useStaticQuery } from "gatsby";
import { useTranslatedContent } from "../i18n/I18nProvider";

/** The party's office, phones, email and map (data/site.json) for the contact and privacy pages, in the page's edition. */
export function useContactDetails(): Queries.UseContactDetailsQuery["siteInfo"] & object {
  const data = useStaticQuery<Queries.UseContactDetailsQuery>(graphql`
    query UseContactDetails {
      siteInfo {
        name
        address
        email
        phones
        map {
          title
          embedUrl
          directionsUrl
        }
      }
    }
  `);
  if (!data.siteInfo)
    throw new Error("data/site.json is missing: the contact details come from it");
  return useTranslatedContent("site", data.siteInfo);
}

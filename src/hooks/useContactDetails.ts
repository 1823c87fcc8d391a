import { graphql, useStaticQuery } from "gatsby";

/** The party's office, phones, email and map (data/site.json) for the contact and privacy pages. */
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
  if (!data.siteInfo) throw new Error("data/site.json is missing: the contact details come from it");
  return data.siteInfo;
}

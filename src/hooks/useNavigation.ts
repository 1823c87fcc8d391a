import { graphql, useStaticQuery } from "gatsby";
import { useTranslatedContent } from "../i18n/I18nProvider";

/** Header navigation and footer quick links from data/navigation.json. */
export function useNavigation() {
  const data = useStaticQuery<Queries.UseNavigationQuery>(graphql`
    query UseNavigation {
      navigation {
        items {
          name
          href
          subItems {
            name
            href
          }
        }
        quickLinks {
          name
          href
        }
      }
    }
  `);
  if (!data.navigation)
    throw new Error("data/navigation.json is missing: the layout needs the navigation");
  // Names in the page's edition (data/ur/navigation.json ...); paths stay English, links add the edition.
  return useTranslatedContent("navigation", data.navigation);
}

export type NavigationData = ReturnType<typeof useNavigation>;
export type NavItemData = NavigationData["items"][number];
export type NavLinkData = NavigationData["quickLinks"][number];

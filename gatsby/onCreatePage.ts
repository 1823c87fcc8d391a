import type { GatsbyNode } from "gatsby";
import { LANGS, localizePath, type Lang } from "../contract/i18n/locales";
import { pageFilesOf, pageTranslations, sectionFilesOf } from "./i18n/contentTranslations";
import { editionContext } from "./i18n/pageContext";
import { eventWingNames } from "./eventWings";
import { officePhone } from "./officePhone";
import { districtChoices, eventDistrictNames } from "./districtNames";

/** Pages with no Urdu and Pashto edition: the staff console (English only). */
const ENGLISH_ONLY = [/^\/admin(\/|$)/, /^\/dev-404-page/];

/**
 * Every page from src/pages is built in each edition (English at its own path, /ur/... and /ps/...,
 * same slugs), each with its language and interface strings in its context. Client-only routes keep
 * their match path under the edition's prefix.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.lang) return;
  actions.deletePage(page);
  const englishPath = page.path.replace(/(.)\/$/, "$1");
  const englishOnly = ENGLISH_ONLY.some((pattern) => pattern.test(page.matchPath ?? page.path));
  for (const lang of englishOnly ? (["en"] as Lang[]) : LANGS) {
    const translations = pageTranslations(
      lang,
      pageFilesOf(englishPath),
      sectionFilesOf(englishPath),
    );
    actions.createPage({
      ...page,
      path: localizePath(page.path, lang),
      ...(page.matchPath ? { matchPath: localizePath(page.matchPath, lang) } : {}),
      context: {
        ...page.context,
        ...editionContext(lang, page.component),
        ...translations,
        // The events pages name wings (filter, organiser), districts (the list's filter) and the office's phone without a query: the server renders them too.
        ...(/^\/events(\/|$)/.test(englishPath) ? { eventWings: eventWingNames(lang), officePhone: officePhone() } : {}),
        ...(englishPath === "/events" ? { eventDistricts: eventDistrictNames(lang) } : {}),
        // The membership form and an event's attendance form offer Khyber Pakhtunkhwa's districts from the data.
        ...(englishPath === "/join-qwp" ? { joinDistricts: districtChoices(lang) } : {}),
        ...(page.matchPath && /^\/events\//.test(englishPath) ? { attendanceDistricts: districtChoices(lang) } : {}),
      },
    });
  }
};

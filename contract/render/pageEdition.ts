import type { Messages } from "../i18n/format";
import type { Lang } from "../i18n/locales";

/**
 * The edition a built page was made for, as its own page data has it (the server reads it:
 * server/site/pageEdition.ts), and in which the module of server-made markup renders the page's
 * content (gatsby/renderModule/contentViews.tsx).
 */
export type PageEdition = {
  lang: Lang;
  messages: Messages;
  /**
   * The party's name as the edition writes it (its translation of data/site.json, which every page's
   * context carries for the layout), as the page's own title ends with it; undefined in English.
   */
  siteName?: string;
  /** The wings as the events pages name them (their page context: gatsby/eventWings.ts); [] elsewhere. */
  eventWings: Array<{ slug: string; title: string }>;
  /** The party office's phone on the events pages (their page context: gatsby/officePhone.ts); undefined elsewhere. */
  officePhone?: string;
  /** The districts as the events pages name them (their page context: gatsby/districtNames.ts); [] elsewhere. */
  eventDistricts: Array<{ slug: string; name: string }>;
  /** Changes whenever the page data does (a new build, an edited translation): part of the render cache's key. */
  revision: string;
};

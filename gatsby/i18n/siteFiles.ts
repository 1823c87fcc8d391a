/** The editions in the site's generated files: the sitemap's alternates and each edition's web manifest. */
import { LANGS, localizePath, stripLangPrefix } from "../../contract/i18n/locales";

/** A sitemap entry's alternates: the page in every edition, and English for x-default. */
export function sitemapAlternates(path: string): { lang: string; url: string }[] {
  const english = stripLangPrefix(path);
  return [
    ...LANGS.map((lang) => ({ lang, url: localizePath(english, lang) })),
    { lang: "x-default", url: english },
  ];
}

/** gatsby-plugin-manifest's `localize`: the Urdu and Pashto editions' names, start pages and direction. */
export const EDITION_MANIFESTS = [
  {
    start_url: "/ur",
    lang: "ur",
    dir: "rtl",
    name: "قومی وطن پارٹی",
    short_name: "قومی وطن",
    description: "قومی وطن پارٹی: تاریخ، قیادت، منشور، خبریں اور رکنیت۔",
  },
  {
    start_url: "/ps",
    lang: "ps",
    dir: "rtl",
    name: "قومي وطن ګوند",
    short_name: "قومي وطن",
    description: "قومي وطن ګوند: تاریخ، مشري، منشورونه، خبرونه او غړیتوب.",
  },
];

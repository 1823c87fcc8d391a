import { useEffect } from "react";
import { useTranslatedContent } from "../i18n";

/**
 * The party's name as data/site.json has it. The edition's translation of that file (in every page's
 * context, for the layout) gives its own name. Not read through useSiteInfo: the server renders this
 * page without Gatsby's static queries (server/site/contentMarkup.tsx).
 */
const SITE = { name: "Qaumi Watan Party" };

/**
 * Sets the tab title and meta description once the article or event is known (client-only routes). The title
 * ends with the party's name as the edition writes it, as every static page's title does.
 */
export function useDocumentHead(title: string | undefined, description: string | undefined) {
  const siteName = useTranslatedContent("site", SITE).name;
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${siteName}`;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}

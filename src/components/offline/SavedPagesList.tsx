import React, { useEffect, useState } from "react";
import { useLang, useT } from "../../i18n/I18nProvider";
import { savedPages, type SavedPage } from "../../lib/offline/savedPages";
import { space } from "../../theme";

/**
 * The pages of this edition saved on this device, as links: they open without a connection. Plain
 * links, so that a click is a real navigation the service worker answers from its cache.
 */
export default function SavedPagesList() {
  const t = useT();
  const lang = useLang();
  const [pages, setPages] = useState<SavedPage[] | undefined>(undefined);

  useEffect(() => {
    let live = true;
    savedPages(lang)
      .then((found) => live && setPages(found))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [lang]);

  if (!pages) return null;
  if (pages.length === 0) return <p>{t("offline.nothingSaved")}</p>;
  const articles = pages.filter((page) => page.article);
  const others = pages.filter((page) => !page.article);
  const list = (items: SavedPage[]) => (
    <ul css={{ paddingInlineStart: space(5), lineHeight: 1.8 }}>
      {items.map((page) => (
        <li key={page.path}>
          <a href={page.path}>{page.title}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <div data-saved-pages="">
      {articles.length > 0 && (
        <>
          <h2>{t("offline.savedArticles")}</h2>
          {list(articles)}
        </>
      )}
      {others.length > 0 && (
        <>
          <h2>{t("offline.savedPages")}</h2>
          {list(others)}
        </>
      )}
    </div>
  );
}

import React, { useEffect, useState } from "react";
import { useLang, useT } from "../../i18n/I18nProvider";
import { savedPages, type SavedPage } from "../../lib/offline/savedPages";
import { space } from "../../theme";

/**
 * A page load rather than Gatsby's navigation (which would ask for the page's data and the news API,
 * not what the worker saved for a page opened by its address): the worker answers it from its cache.
 */
const openSaved = (event: React.MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(event.currentTarget.href);
};

/** The pages of this edition saved on this device, as links: they open without a connection. */
export default function SavedPagesList({ articlesOnly = false }: { articlesOnly?: boolean }) {
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
  if (pages.length === 0 || (articlesOnly && !pages.some((page) => page.article))) return <p>{t("offline.nothingSaved")}</p>;
  const articles = pages.filter((page) => page.article);
  const others = articlesOnly ? [] : pages.filter((page) => !page.article);
  const list = (items: SavedPage[]) => (
    <ul css={{ paddingInlineStart: space(5), lineHeight: 1.8 }}>
      {items.map((page) => (
        <li key={page.path}>
          <a href={page.path} onClick={openSaved}>
            {page.title}
          </a>
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

/**
 * A news article or event as its public page will show it, made from the live release's own page of
 * its edition (its language and direction) and the item's data, for staff to read before it is
 * public. The page is a still picture of that page: its scripts are removed (the theme's aside), since
 * the site's router, started at a console address, would render the console over it; and it tells
 * search engines to keep out, should the address ever leak.
 */
import { THEME_SCRIPT } from "../../contract/theme/themeScript";
import { localizePath, type Lang } from "../../contract/i18n/locales";
import { eventPath } from "../../contract/routes";
import { serverText } from "../platform/language";
import type { NewsItem } from "../news/newsRepository";
import type { PublicEvent } from "../events/eventRepository";
import { withEventData } from "./eventPages";
import { intoHead, withArticleData } from "./pageData";
import { pageEdition } from "./pageEdition";
import type { HtmlDocument, StaticSite } from "./staticSite";
import { escapeHtml } from "./shareCard";

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/gi;
const BODY_OPEN = /<body[^>]*>/i;

/** Every script but the theme's (which paints the staff's chosen theme before the page shows). */
export const withoutScripts = (html: string) =>
  html
    .replace(SCRIPT, (script, body: string) => (body === THEME_SCRIPT ? script : ""))
    .replace(SCRIPT_PRELOAD, "");

/** The notice over the page, in its edition's language: what staff read is not public yet. */
function withNotice(html: string, lang: Lang): string {
  const notice =
    `<p role="note" data-preview-notice style="margin:0;padding:.75rem 1rem;background:#fff4c2;color:#3d2f00;` +
    `border-bottom:2px solid #8a6d00;font-weight:600;text-align:center">${escapeHtml(serverText("previewNotice", undefined, lang))}</p>`;
  return html.replace(BODY_OPEN, (open) => open + notice);
}

export type DraftPage = { html: string; doc: HtmlDocument } | undefined;

/** The built page that shows `path`'s items in the edition of `lang` (a client-only route's one file). */
function editionPage(site: StaticSite, path: string, lang: Lang) {
  const resolved = site.resolve(localizePath(path, lang));
  if (resolved.kind !== "html") return undefined;
  const doc = site.document(resolved.abs);
  return doc && { doc, edition: pageEdition(site, resolved.abs) };
}

const finish = (html: string, lang: Lang) =>
  withNotice(intoHead(withoutScripts(html), '<meta name="robots" content="noindex">'), lang);

/** The article's page in its own edition, as /news/{slug} will show it once published. */
export async function articlePreview(site: StaticSite, item: NewsItem, lang: Lang): Promise<DraftPage> {
  const page = editionPage(site, item.url, lang);
  if (!page) return undefined;
  return {
    doc: page.doc,
    html: finish(await withArticleData(site, page.doc.html, item, item.slug || item.id, page.edition), lang),
  };
}

/** The event's page in its own edition, as /events/{slug} will show it once public. */
export async function eventPreview(site: StaticSite, event: PublicEvent, siteUrl: string): Promise<DraftPage> {
  const page = editionPage(site, eventPath(event.slug), event.lang);
  if (!page) return undefined;
  const html = await withEventData(site, page.doc.html, event, event.slug, {
    siteUrl,
    lang: event.lang,
    edition: page.edition,
  });
  return { doc: page.doc, html: finish(html, event.lang) };
}

/**
 * The news and videos pages' data, content and first picture written into their HTML (see
 * contract/lib/api/embeddedData.ts and ./contentMarkup.ts).
 *
 * Without it a phone loads the page, its scripts, hydrates, asks the API and only then learns which
 * picture to fetch: three round trips before the largest paint. With it the picture is requested
 * while the HTML is still arriving (a preload with the same srcset and sizes the page renders), the
 * content is painted before any script runs, and React hydrates it from the same data.
 */
import {
  EMBEDDED_NEWS_ITEM,
  EMBEDDED_NEWS_PAGE,
  EMBEDDED_VIDEOS_PAGE,
  scriptSafeJson,
} from "../../contract/lib/api/embeddedData";
import { EMBEDDED_SEARCH_PAGE, embeddedSearchPage } from "../../contract/lib/api/search";
import { embeddedNewsItem, embeddedNewsPage } from "../../contract/lib/api/news";
import { videoPageOf } from "../../contract/lib/api/videos";
import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES, SOURCE_TYPES } from "../../contract/lib/responsiveImage";
import type { NewsItem } from "../news/newsRepository";
import { withContent } from "./contentMarkup";
import type { PageEdition } from "../../contract/render/pageEdition";
import { escapeHtml } from "./shareCard";
import type { StaticSite } from "./staticSite";

/**
 * A preload for the `<picture>` the page will show: the first format in the page's own order that
 * the photo has, with its srcset and the page's sizes, so the browser fetches exactly the file the
 * picture then takes. `type` makes a browser that cannot decode the format skip the preload.
 */
export function photoPreload(item: Pick<NewsItem, "image">, sizes: string): string {
  const variants = item.image?.variants ?? [];
  const type = [...SOURCE_TYPES, "image/jpeg"].find((t) => variants.some((v) => v.type === t));
  if (!type) return "";
  const srcset = variants
    .filter((v) => v.type === type)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
  return `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

export const dataScript = (id: string, json: string, attributes = "") =>
  `<script type="application/json" id="${id}"${attributes}>${scriptSafeJson(json)}</script>`;

export const intoHead = (html: string, tags: string) => html.replace(/<\/head>/i, () => `${tags}</head>`);

/**
 * The render cache's key for `what` in the page's edition: the same data renders other words in
 * another edition, and after a change of the edition's strings.
 */
export const editionKey = (edition: PageEdition, what: string) => `${edition.lang}\0${edition.revision}\0${what}`;

/**
 * /news/{id or slug}: the article's markup, and the article as GET /api/news/{id}?shape=site answers it, read
 * by the page's first render exactly as the browser will (`embeddedNewsItem`); its photo's preload.
 * Without the page's `edition` (its strings) the server writes no markup and no data: the page then
 * loads the article in the browser.
 */
export async function withArticleData(site: StaticSite, html: string, item: NewsItem, idOrSlug: string, edition: PageEdition | undefined): Promise<string> {
  const preload = photoPreload(item, ARTICLE_IMAGE_SIZES);
  const json = JSON.stringify(item);
  const content =
    edition &&
    (await withContent(site, html, editionKey(edition, `article\0${idOrSlug}\0${json}`), () => {
      const shown = embeddedNewsItem({ body: JSON.parse(json), dataset: {} }, idOrSlug);
      return shown && { view: "articleView", args: [edition, idOrSlug, shown] };
    }));
  if (!content) return intoHead(html, preload);
  return intoHead(content.html, preload + content.style + dataScript(EMBEDDED_NEWS_ITEM, json));
}

/**
 * /news?page=N: the list's markup, the page as GET /api/news?page=N&shape=site answers it (`pageJson`,
 * already JSON), and the first card's photo (the only one on a phone's first screen).
 */
export async function withNewsPageData(site: StaticSite, html: string, page: number, pageJson: string, edition: PageEdition | undefined): Promise<string> {
  const body = JSON.parse(pageJson) as { news?: NewsItem[] };
  const first = body.news?.[0];
  const preload = first ? photoPreload(first, CARD_IMAGE_SIZES) : "";
  const content =
    edition &&
    (await withContent(site, html, editionKey(edition, `news\0${page}\0${pageJson}`), () => {
      const shown = embeddedNewsPage({ body, dataset: { page: String(page) } }, page);
      return shown && { view: "newsPageView", args: [edition, page, shown] };
    }));
  if (!content) return intoHead(html, preload);
  return intoHead(content.html, preload + content.style + dataScript(EMBEDDED_NEWS_PAGE, pageJson, ` data-page="${page}"`));
}

/** /gallery/videos: the gallery's markup and its first page as GET /api/videos answers it. */
export async function withVideosPageData(site: StaticSite, html: string, pageBody: unknown, edition: PageEdition | undefined): Promise<string> {
  const json = JSON.stringify(pageBody);
  const content =
    edition &&
    (await withContent(site, html, editionKey(edition, `videos\0${json}`), () => {
      const shown = videoPageOf(JSON.parse(json));
      return shown && { view: "videosView", args: [edition, shown] };
    }));
  if (!content) return html;
  return intoHead(content.html, content.style + dataScript(EMBEDDED_VIDEOS_PAGE, json));
}

/**
 * /search?q=&page=N: the results' markup and the page of GET /api/search they are rendered from
 * (with the query and page number, which the page's first render checks against its address).
 */
export async function withSearchPageData(site: StaticSite, html: string, query: string, page: number, pageJson: string, edition: PageEdition | undefined): Promise<string> {
  const dataset = { q: query, page: String(page) };
  const content =
    edition &&
    (await withContent(site, html, editionKey(edition, `search\0${page}\0${query}\0${pageJson}`), () => {
      const shown = embeddedSearchPage({ body: JSON.parse(pageJson), dataset }, query, page);
      return shown && { view: "searchView", args: [edition, query, page, shown] };
    }));
  if (!content) return html;
  return intoHead(content.html, content.style + dataScript(EMBEDDED_SEARCH_PAGE, pageJson, ` data-q="${escapeHtml(query)}" data-page="${page}"`));
}

/** The page number a /news address asks for (`?page=N`, 1 without it); undefined when it is not one. */
export function newsPageNumber(query: string): number | undefined {
  const raw = new URLSearchParams(query).get("page");
  const page = raw === null ? 1 : Number(raw);
  return Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : undefined;
}

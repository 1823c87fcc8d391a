import type { Lang } from "../../i18n/locales";
import type { ImageVariant } from "./types";

/**
 * The site's one wire shape for its content lists and items (news and events): one envelope, one
 * naming. The server builds it and the browser reads it; the news API's older names (`_id`,
 * `excerpt`, `content`, `thumbnail`...), which the seed's contract fixes for outside clients, are
 * made from it in one adapter (server/news/seedShape.ts) and read nowhere else.
 */

/** One stored file of a picture, with its pixel size. */
export type PictureVariant = ImageVariant & { height: number };

/** A picture and its resized files (400/800/1200 px in AVIF, WebP and JPEG; empty when only `url` exists). */
export type Picture = {
  /** The largest JPEG, or the only file. */
  url: string;
  /** Pixel size of `url`, so pages can reserve its space; null when not known. */
  width: number | null;
  height: number | null;
  variants: PictureVariant[];
};

/** A picture whose size is always known (an event's: each comes from the media library). */
export type SizedPicture = Picture & { width: number; height: number };

/** What every item of a list has, whatever its kind. */
export type SiteItem = {
  slug: string;
  title: string;
  /** Plain text, a sentence or two. */
  summary: string;
  /** Sanitised HTML. */
  body: string;
  image: Picture | null;
  /** The language the item is written in. */
  lang: Lang;
  /** The item's page, without an edition prefix (/news/{slug}, /events/{slug}). */
  url: string;
};

/** A news article as GET /api/news?shape=site and its siblings answer it. */
export type SiteNewsItem = SiteItem & {
  /** The database id: an article is found by it or by its slug. */
  id: string;
  publishedAt: string;
  createdAt: string;
  /** The external article, when there is one. */
  link: string | null;
  author: { name: string; image: string | null; email: string | null };
  category: string;
};

/** A page of a list: its items under the kind's name (`news`, `events`), where it is, and how many there are. */
export type ListPage<Kind extends string, Item> = { [K in Kind]: Item[] } & {
  page: number;
  totalPages: number;
  /** How many items the whole list has. */
  total: number;
  /** With a language asked and that language's items alone: how many items of the list are in other languages. */
  others?: number;
};

/**
 * GET /api/news?shape=site&page=N. With `lang`, also the language asked and `inLanguage`, how many
 * public articles are in it.
 */
export type SiteNewsPage = ListPage<"news", SiteNewsItem> & { lang?: Lang; inLanguage?: number };

/** Which names the news API answers with: the seed's (the default, for outside clients) or the site's. */
export const NEWS_SHAPES = ["seed", "site"] as const;
export type NewsShape = (typeof NEWS_SHAPES)[number];
/** The query that asks the news API for the site's shape instead of the seed's names. */
export const SITE_SHAPE_QUERY = "shape=site";

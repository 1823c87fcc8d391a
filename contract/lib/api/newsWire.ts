import type { Lang } from "../../i18n/locales";
import type { NewsStatusValue } from "../../validation/news";
import type { ImageVariant } from "./types";

/**
 * A news item in the seed's names, as /api/news sends it by default (the product spec fixes them for
 * outside clients) and the console's items extend it. The server makes it from the site's shape
 * (./siteShape.ts) in one adapter, server/news/seedShape.ts; the site itself reads only that shape.
 */
export type NewsApiItem = {
  _id: string;
  title: string;
  slug: string;
  thumbnail: string | null;
  /** Pixel size of the thumbnail when known, so pages can reserve its space. */
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
  /** The photo at 400/800/1200 px in AVIF, WebP and JPEG (empty for an item without a library photo). */
  thumbnailVariants: Array<ImageVariant & { height: number }>;
  excerpt: string;
  content: string;
  link: string | null;
  publishedAt: string;
  createdAt: string;
  author: { name: string; image: string | null; email: string | null };
  category: { name: string };
  /** The article's language when it is not English (an English item has no `lang`). */
  lang?: Exclude<Lang, "en">;
};

/** What the console shows: a published item whose time is still ahead is "scheduled". */
export type NewsState = "draft" | "scheduled" | "published";

/** An article as /api/admin/news answers it: the public fields plus its workflow state. */
export type AdminNewsItem = Omit<NewsApiItem, "lang"> & {
  /** Always present here: the newsroom's form edits it. The edition that lists it first. */
  lang: Lang;
  status: NewsStatusValue;
  state: NewsState;
  imageId: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Once the item has been public its slug cannot change (links to it exist). */
  slugLocked: boolean;
};

import type { Lang } from "../../i18n/locales";

/** The one shape components see for a news item, whatever spelling the server used (`_id`/`id`, `image`/`imageUrl`). */
export type NewsAuthor = {
  name: string;
  image?: string;
  email?: string;
};

/** One stored size of a news photo (the server writes 400/800/1200 px in AVIF, WebP and JPEG). */
export type ImageVariant = {
  width: number;
  url: string;
  type: "image/avif" | "image/webp" | "image/jpeg";
};

export type NewsItem = {
  id: string;
  title: string;
  /** Empty when the item has none; links then use the id. */
  slug: string;
  image?: string;
  /** Pixel size of `image`, when the server knows it. */
  imageWidth?: number;
  imageHeight?: number;
  /** The photo's resized files, for srcset (empty or absent: only `image` exists). */
  imageVariants?: ImageVariant[];
  excerpt: string;
  /** HTML from the server: untrusted, sanitised before it is rendered. */
  content: string;
  /** The external article, when there is one. */
  link?: string;
  /** publishedAt, else createdAt (ISO strings). */
  date?: string;
  author?: NewsAuthor;
  category?: string;
  /** The language the article is written in; absent for English (the API's shape for English items). */
  lang?: Exclude<Lang, "en">;
};

export type NewsPage = {
  news: NewsItem[];
  totalPages: number;
  /** An edition's page (asked with ?lang=): how many public articles there are in its language. */
  inLanguage?: number;
  /** An edition's own page (?lang=&only=lang): how many public articles are in the other languages. */
  others?: number;
};

/** A video card's data, taken from one YouTube search result. */
export type Video = {
  /** videoId or channelId: unique within a page. */
  key: string;
  kind: "video" | "channel";
  title: string;
  description: string;
  thumbnailUrl?: string;
  /** https://www.youtube.com/watch?v=ID, or the channel's page. */
  url: string;
};

export type VideoPage = {
  videos: Video[];
  nextPageToken?: string;
  prevPageToken?: string;
};

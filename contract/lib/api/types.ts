/** One stored size of a news photo (the server writes 400/800/1200 px in AVIF, WebP and JPEG). */
export type ImageVariant = {
  width: number;
  url: string;
  type: "image/avif" | "image/webp" | "image/jpeg";
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

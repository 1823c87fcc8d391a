import type { ImageVariant } from "../../lib/api/types";
import type { Lang } from "../../i18n/locales";
import type { NewsStatusValue } from "../../validation/news";

/** An article as /api/admin/news answers it. */
export type AdminNewsItem = {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  thumbnail: string | null;
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
  thumbnailVariants: ImageVariant[];
  link: string | null;
  publishedAt: string;
  createdAt: string;
  author: { name: string; image: string | null; email: string | null };
  category: { name: string };
  /** The article's language: the edition that lists it first. */
  lang: Lang;
  status: NewsStatusValue;
  state: "draft" | "scheduled" | "published";
  imageId: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
  slugLocked: boolean;
};

export type AdminNewsPage = { news: AdminNewsItem[]; totalPages: number; total: number };

/** A photo of the media library. */
export type MediaPhoto = {
  id: number;
  url: string;
  width: number;
  height: number;
  variants: Array<ImageVariant & { height?: number }>;
  originalName: string | null;
  createdAt: string;
  usedBy: number;
};

export type MediaPage = { media: MediaPhoto[]; totalPages: number };

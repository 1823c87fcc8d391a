import type { PictureVariant } from "../../../contract/lib/api/siteShape";
import type { AdminNewsItem } from "../../../contract/lib/api/newsWire";

export type AdminNewsPage = { news: AdminNewsItem[]; totalPages: number; total: number };

/** A photo of the media library. */
export type MediaPhoto = {
  id: number;
  url: string;
  width: number;
  height: number;
  variants: PictureVariant[];
  originalName: string | null;
  createdAt: string;
  usedBy: number;
};

export type MediaPage = { media: MediaPhoto[]; totalPages: number };

import type { ImageVariant } from "./api/types";

/**
 * How wide a news photo is shown, for the browser's choice among its variants. The server's image
 * preloads (server/site/pageData.ts) use the same values, so the preloaded file is the one the page takes.
 */
/** A card in the news grid: one column on phones, two from 768 px, three (about 400 px) from 1024 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
/** The article page's picture: the article column is at most 46rem (736 px) wide. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 800px) 736px, 100vw";

/** Newest formats first: the browser takes the first `<source>` whose type it supports. */
export const SOURCE_TYPES = ["image/avif", "image/webp"] as const;

export type ResponsiveSources = {
  sources: Array<{ type: string; srcSet: string }>;
  /** JPEG srcset for the `<img>` itself (every browser decodes JPEG). */
  srcSet?: string;
};

const srcSetOf = (variants: ImageVariant[]) =>
  [...variants].sort((a, b) => a.width - b.width).map((v) => `${v.url} ${v.width}w`).join(", ");

/** `<picture>` sources from a news photo's variants; none when it has no variants. */
export function responsiveSources(variants: ImageVariant[] | undefined): ResponsiveSources {
  if (!variants?.length) return { sources: [] };
  const sources = SOURCE_TYPES.flatMap((type) => {
    const ofType = variants.filter((v) => v.type === type);
    return ofType.length ? [{ type, srcSet: srcSetOf(ofType) }] : [];
  });
  const jpeg = variants.filter((v) => v.type === "image/jpeg");
  return { sources, srcSet: jpeg.length ? srcSetOf(jpeg) : undefined };
}

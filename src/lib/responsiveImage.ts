import type { ImageVariant } from "./api/types";

/** Newest formats first: the browser takes the first `<source>` whose type it supports. */
const SOURCE_TYPES = ["image/avif", "image/webp"] as const;

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

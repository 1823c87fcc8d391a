import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

type CardImageProps = {
  /** gatsbyImageData from a page query (made by gatsby-plugin-image + sharp). */
  image: IGatsbyImageData;
  alt: string;
  /** "cover" fills a positioned parent that sets the shape (aspect-ratio); "natural" keeps the image's own size. */
  fit?: "cover" | "natural";
  loading?: "lazy" | "eager";
  /**
   * The page's largest paint (a leader's portrait): fetched eagerly and before other images.
   * Overrides `loading`.
   */
  priority?: boolean;
  /** Styles for the <img> itself (a `css` prop arrives here). */
  className?: string;
};

const fill = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
} as const;

/**
 * An image in a repeated card (projects, leaders, manifesto covers) or a leader's portrait: the sizes
 * and formats that gatsby-plugin-image made at build time, rendered as one native <picture>.
 *
 * Why not <GatsbyImage> here: for each image it writes the <picture> twice (once in <noscript>),
 * wrapper and placeholder <div>s and an inline script, and keeps the image hidden until that script
 * or React has run. In a grid of sixteen cards that is ~2.5 KB of HTML per card. This markup shows
 * the image without any JavaScript, reserves its box with width/height, lazy-loads natively, and
 * paints the image's dominant colour until it arrives. <GatsbyImage> also keeps even an eager image
 * at opacity 0 until a script shows it, and a lazy one has no src at all in the static HTML (the W3C
 * checker's error), so an image on the first screen is rendered here, eager, with a real src. The home
 * hero keeps <GatsbyImage> for its full-width art direction.
 */
export default function CardImage({
  image,
  alt,
  fit = "natural",
  loading = "lazy",
  priority = false,
  className,
}: CardImageProps) {
  const { fallback, sources = [] } = image.images;
  // React 18 does not know the camel-cased prop; the lower-case attribute reaches the <img>.
  const fetchPriority = priority
    ? ({ fetchpriority: "high" } as Record<string, string>)
    : undefined;
  return (
    <picture css={{ display: "contents" }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : loading}
        {...fetchPriority}
        decoding="async"
        className={className}
        css={[
          {
            display: "block",
            maxWidth: "100%",
            height: "auto",
            backgroundColor: image.backgroundColor,
          },
          fit === "cover" && fill,
        ]}
      />
    </picture>
  );
}

import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";

type CardImageProps = {
  /** gatsbyImageData from a page query (made by gatsby-plugin-image + sharp). */
  image: IGatsbyImageData;
  alt: string;
  /** "cover" fills a positioned parent that sets the shape (aspect-ratio); "natural" keeps the image's own size. */
  fit?: "cover" | "natural";
  loading?: "lazy" | "eager";
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
 * An image in a repeated card (projects, leaders, manifesto covers): the sizes and formats that
 * gatsby-plugin-image made at build time, rendered as one native <picture>.
 *
 * Why not <GatsbyImage> here: for each image it writes the <picture> twice (once in <noscript>),
 * wrapper and placeholder <div>s and an inline script, and keeps the image hidden until that script
 * or React has run. In a grid of sixteen cards that is ~2.5 KB of HTML per card. This markup shows
 * the image without any JavaScript, reserves its box with width/height, lazy-loads natively, and
 * paints the image's dominant colour until it arrives. Large above-the-fold images (the home hero,
 * a leader's portrait) keep <GatsbyImage> and its eager, high-priority loading.
 */
export default function CardImage({
  image,
  alt,
  fit = "natural",
  loading = "lazy",
  className,
}: CardImageProps) {
  const { fallback, sources = [] } = image.images;
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
        loading={loading}
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

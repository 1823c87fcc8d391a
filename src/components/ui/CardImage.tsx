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

/**
 * width and height attributes in pixels (they reserve the box before the image arrives). A full-width
 * image's data holds only its aspect ratio (1 × 0.5625), so its widest rendition gives the pixels.
 */
function pixelSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height };
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w/g)].map((m) =>
    Number(m[1]),
  );
  const width = Math.max(...widths, 1);
  return { width, height: Math.round((width * image.height) / image.width) };
}

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
 * or React has run, which in a grid of cards adds up to much of the page's HTML. This markup shows
 * the image without any JavaScript, reserves its box with width/height, lazy-loads natively, and
 * paints the image's dominant colour until it arrives. The images on a first screen (the home hero,
 * a leader's portrait) are rendered here too, eager and high-priority: <GatsbyImage> keeps even an
 * eager image at opacity 0 until a script fades it in, and a lazy one has no src at all in the static
 * HTML (an error for the W3C checker).
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
    // The <img> is the box that flex and grid parents lay out. A <source> has no box of its own in any
    // UA style sheet: without display:none it would become an empty flex or grid item (an extra gap, or
    // a second row in the home hero). Which source the browser picks does not depend on CSS.
    <picture css={{ display: "contents", "& > source": { display: "none" } }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        {...pixelSize(image)}
        alt={alt}
        loading={priority ? "eager" : loading}
        {...fetchPriority}
        // The page's largest paint is decoded with the frame that first shows it: "async" lets the
        // browser paint that frame without it and show the image a frame or more later.
        decoding={priority ? "sync" : "async"}
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

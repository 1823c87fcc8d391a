import React from "react";
import { render } from "@testing-library/react";
import NewsImage from "../../../src/components/news/NewsImage";
import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES } from "../../../contract/lib/responsiveImage";
import type { PictureVariant } from "../../../contract/lib/api/siteShape";

const variants: PictureVariant[] = [400, 800, 1200].flatMap((width) =>
  (["image/avif", "image/webp", "image/jpeg"] as const).map((type) => ({
    width,
    height: (width * 9) / 16,
    type,
    url: `/media/library/abc-${width}.${type === "image/jpeg" ? "jpg" : type.slice(6)}`,
  })),
);

it("offers AVIF, WebP and JPEG at every width, with sizes, width and height", () => {
  const { container } = render(
    <NewsImage picture={{ url: "/media/library/abc-1200.jpg", width: 1200, height: 630, variants }} />,
  );
  const sources = Array.from(container.querySelectorAll("picture > source"));
  expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")])).toEqual([
    ["image/avif", "/media/library/abc-400.avif 400w, /media/library/abc-800.avif 800w, /media/library/abc-1200.avif 1200w", CARD_IMAGE_SIZES],
    ["image/webp", "/media/library/abc-400.webp 400w, /media/library/abc-800.webp 800w, /media/library/abc-1200.webp 1200w", CARD_IMAGE_SIZES],
  ]);
  const img = container.querySelector("picture > img")!;
  expect(img.getAttribute("srcset")).toBe("/media/library/abc-400.jpg 400w, /media/library/abc-800.jpg 800w, /media/library/abc-1200.jpg 1200w");
  expect(img.getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
  expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "630"]);
  expect(img.getAttribute("loading")).toBe("lazy");
});

it("uses the article's sizes and loads at once on the article page", () => {
  const { container } = render(<NewsImage picture={{ url: "/x.jpg", width: null, height: null, variants }} sizes={ARTICLE_IMAGE_SIZES} eager />);
  expect(container.querySelector("source")!.getAttribute("sizes")).toBe(ARTICLE_IMAGE_SIZES);
  expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
});

it("is a plain image, 16:9, when the item has no variants", () => {
  const { container } = render(<NewsImage picture={{ url: "/media/news/old.jpg", width: null, height: null, variants: [] }} />);
  expect(container.querySelector("picture")).toBeNull();
  const img = container.querySelector("img")!;
  expect(img.getAttribute("srcset")).toBeNull();
  expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "675"]);
});

it("says there is no image when the item has none", () => {
  const { container, getByText } = render(<NewsImage picture={null} />);
  expect(container.querySelector("img")).toBeNull();
  expect(getByText("No image available")).toBeInTheDocument();
});

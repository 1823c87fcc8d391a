import React from "react";
import { render } from "@testing-library/react";
import NewsImage from "../../../src/components/news/NewsImage";
import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES } from "../../../contract/lib/responsiveImage";
import { normaliseNewsItem } from "../../../contract/lib/api/news";
import type { ImageVariant } from "../../../contract/lib/api/types";

const variants: ImageVariant[] = [400, 800, 1200].flatMap((width) =>
  (["image/avif", "image/webp", "image/jpeg"] as const).map((type) => ({
    width,
    type,
    url: `/media/library/abc-${width}.${type === "image/jpeg" ? "jpg" : type.slice(6)}`,
  })),
);

it("offers AVIF, WebP and JPEG at every width, with sizes, width and height", () => {
  const { container } = render(
    <NewsImage src="/media/library/abc-1200.jpg" width={1200} height={630} variants={variants} />,
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
  const { container } = render(<NewsImage src="/x.jpg" variants={variants} sizes={ARTICLE_IMAGE_SIZES} eager />);
  expect(container.querySelector("source")!.getAttribute("sizes")).toBe(ARTICLE_IMAGE_SIZES);
  expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
});

it("is a plain image, 16:9, when the item has no variants", () => {
  const { container } = render(<NewsImage src="/media/news/old.jpg" />);
  expect(container.querySelector("picture")).toBeNull();
  const img = container.querySelector("img")!;
  expect(img.getAttribute("srcset")).toBeNull();
  expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "675"]);
});

it("takes the variants from the server's item and drops malformed or foreign ones", () => {
  const item = normaliseNewsItem({
    _id: "a",
    title: "T",
    thumbnail: "/media/library/abc-1200.jpg",
    thumbnailWidth: 1200,
    thumbnailHeight: 630,
    thumbnailVariants: [
      ...variants.slice(0, 2),
      { width: 400, url: "javascript:alert(1)", type: "image/jpeg" },
      { width: 400, url: "//evil.example/x.jpg", type: "image/jpeg" },
      { width: 400, url: "/a.jpg 9999w, /b.jpg", type: "image/jpeg" },
      { width: "400", url: "/c.jpg", type: "image/jpeg" },
      { width: 400, url: "/d.gif", type: "image/gif" },
    ],
  });
  expect(item.imageVariants).toEqual(variants.slice(0, 2));
  expect([item.imageWidth, item.imageHeight]).toEqual([1200, 630]);
  expect(normaliseNewsItem({ _id: "b", title: "T" }).imageVariants).toBeUndefined();
});

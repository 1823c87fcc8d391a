/**
 * A visitor whose browser sends `Save-Data: on` gets the build's own pictures (gatsby-plugin-image's
 * /static/SOURCE/SIZE/NAME.EXT: leaders' portraits, Home's and the projects' pictures) at the
 * narrowest width the build made of the same picture, format and shape that is still 400 px wide,
 * whatever width the page's srcset picked: the width a phone's 360-420 px screen shows at one image
 * pixel a CSS pixel, as for the media library's photos (server/media/saveData.ts). The pages' HTML
 * stays one for everyone; every such picture's answer names Save-Data in Vary.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { SMALLEST_USEFUL_WIDTH } from "../media/saveData";

/** gatsby-plugin-image names a resized picture by its source's digest, then its size's. */
const BUILT_PICTURE = /^\/static\/([0-9a-f]{32})\/([0-9a-f]{1,32})\/([^/]+\.(?:avif|webp|jpe?g|png))$/;

/** Two sizes of one crop differ in shape by rounding alone. */
const SAME_SHAPE = 0.02;

type Size = { urlPath: string; width: number; height: number };

export function isBuiltPicture(urlPath: string): boolean {
  return BUILT_PICTURE.test(urlPath);
}

/** The sizes the build made of one source picture under one name (the files' headers read once, off the event loop). */
const sizesOfSource = new LRUCache<string, Promise<Size[]>>({ max: 2_000 });

async function sizesOf(root: string, source: string, name: string): Promise<Size[]> {
  const folder = path.join(root, "static", source);
  const sizes = (await fs.readdir(folder).catch(() => [])).map(async (size): Promise<Size | undefined> => {
    try {
      const { width, height } = await sharp(path.join(folder, size, name)).metadata();
      return width && height ? { urlPath: `/static/${source}/${size}/${name}`, width, height } : undefined;
    } catch {
      return undefined;
    }
  });
  return (await Promise.all(sizes)).filter((size): size is Size => size !== undefined);
}

/**
 * The path of the same picture and format at the smallest useful width, when the build made one
 * narrower than `urlPath`'s; undefined otherwise. `root`: the release's built site, whose files never
 * change under their names.
 */
export async function smallestUsefulPicture(root: string, urlPath: string): Promise<string | undefined> {
  const match = BUILT_PICTURE.exec(urlPath);
  if (!match) return undefined;
  const [, source, , name] = match;
  const key = `${root}\0${source}\0${name}`;
  let sizes = sizesOfSource.get(key);
  if (!sizes) {
    sizes = sizesOf(root, source, name);
    sizesOfSource.set(key, sizes);
  }
  const all = await sizes;
  const asked = all.find((size) => size.urlPath === urlPath);
  if (!asked || asked.width <= SMALLEST_USEFUL_WIDTH) return undefined;
  const shape = asked.height / asked.width;
  const narrowest = all
    .filter((size) => Math.abs(size.height / size.width - shape) <= SAME_SHAPE * shape)
    .filter((size) => size.width >= SMALLEST_USEFUL_WIDTH && size.width < asked.width)
    .sort((a, b) => a.width - b.width)[0];
  return narrowest?.urlPath;
}

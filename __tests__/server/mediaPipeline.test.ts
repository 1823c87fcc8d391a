/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { MediaError, processImage, targetWidths } from "../../server/media/pipeline";
import { tempDir } from "../../test-support/server";

let dir: string;
beforeEach(() => {
  dir = tempDir("qwp-media-");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } });

/** A phone-style JPEG: GPS position, camera make and an orientation flag in its EXIF. */
const gpsJpeg = (width = 1600, height = 900) =>
  photo(width, height)
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 0/1 3600/100", GPSLongitudeRef: "E", GPSLongitude: "71/1 34/1 0/1" },
    })
    .jpeg()
    .toBuffer();

describe("the media pipeline", () => {
  it("writes 400, 800 and 1200 px in AVIF, WebP and JPEG, none of them carrying metadata", async () => {
    const input = await gpsJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const result = await processImage(input, dir);
    expect(result.width).toBe(1600);
    expect(result.variants.map((v) => `${v.width}x${v.height} ${v.type}`)).toEqual([
      "400x225 image/avif", "400x225 image/webp", "400x225 image/jpeg",
      "800x450 image/avif", "800x450 image/webp", "800x450 image/jpeg",
      "1200x675 image/avif", "1200x675 image/webp", "1200x675 image/jpeg",
    ]);
    for (const variant of result.variants) {
      const bytes = fs.readFileSync(path.join(dir, variant.url.replace(/^\/media\//, "")));
      const meta = await sharp(bytes).metadata();
      expect({ url: variant.url, format: meta.format, width: meta.width }).toEqual({
        url: variant.url,
        format: { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" }[variant.type],
        width: variant.width,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
    }
  }, 30_000);

  it("turns a photo upright by its orientation flag before the flag is dropped", async () => {
    // Orientation 6: the camera was turned a quarter; the stored pixels are 300 wide, shown 200 wide.
    const input = await photo(300, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const result = await processImage(input, dir);
    expect({ width: result.width, height: result.height }).toEqual({ width: 200, height: 300 });
  });

  it("never upscales: a 500 px photo gets 400 px and its own 500 px, nothing wider", async () => {
    expect(targetWidths(500)).toEqual([400, 500]);
    expect(targetWidths(300)).toEqual([300]);
    expect(targetWidths(4000)).toEqual([400, 800, 1200]);
    const result = await processImage(await photo(500, 250).png().toBuffer(), dir);
    expect([...new Set(result.variants.map((v) => v.width))]).toEqual([400, 500]);
  });

  it("recognises a format by its content: a PNG and a WebP are accepted whatever their name", async () => {
    const png = await processImage(await photo(420, 420).png().toBuffer(), dir);
    expect(png.variants).toHaveLength(6);
    const webp = await processImage(await photo(420, 420).webp().toBuffer(), dir);
    expect(webp.variants).toHaveLength(6);
  });

  it.each([
    ["text", Buffer.from("just some text pretending to be a photo\n")],
    ["GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["truncated JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
  ])("refuses %s with 415", async (_name, bytes) => {
    await expect(processImage(bytes, dir)).rejects.toMatchObject({ status: 415 });
    await expect(processImage(bytes, dir)).rejects.toBeInstanceOf(MediaError);
  });

  it("refuses more than 10 MB with 413", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(processImage(big, dir)).rejects.toMatchObject({ status: 413 });
  });
});

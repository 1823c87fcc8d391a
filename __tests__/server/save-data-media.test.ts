/**
 * @jest-environment node
 *
 * Save-Data and pictures, through the real server process (NODE_ENV=production) and Debian's
 * Varnish standing in for the CDN: a browser that sends `Save-Data: on` gets a library photo's 400 px
 * file, and a build picture (gatsby-plugin-image's /static/SOURCE/SIZE/NAME) at the narrowest size of
 * the same shape and format that is still 400 px wide, whatever width its srcset picked; every such
 * answer names Save-Data in Vary, and the CDN keeps the two answers apart instead of handing one
 * visitor's to the other.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { processImage } from "../../server/media/pipeline";
import { writeFixtureSite } from "../../test-support/fixtures/site";
import { httpRequest, tempDir, type TestResponse } from "../../test-support/server";
import { startServerProcess, type ServerProcess } from "../../test-support/serverProcess";
import { startVarnish, type Varnish } from "../../test-support/varnish";

jest.setTimeout(60_000);

let server: ServerProcess;
let varnish: Varnish;
let photo: string;

/** A build picture as gatsby-plugin-image writes its sizes: one folder per source, one per size. */
const SOURCE = "0123456789abcdef0123456789abcdef";
const builtPicture = (size: string, ext: string) => `/static/${SOURCE}/${size}/portrait.${ext}`;
/** Three sizes of one crop (16:10) and one size of another crop (3:2) of the same source. */
const BUILT_SIZES = [
  { size: "a0200", width: 200, height: 125 },
  { size: "a0800", width: 800, height: 500 },
  { size: "a1600", width: 1600, height: 1000 },
  { size: "b0480", width: 480, height: 320 },
];

async function writeBuiltPictures(publicDir: string) {
  for (const { size, width, height } of BUILT_SIZES) {
    const folder = path.join(publicDir, "static", SOURCE, size);
    fs.mkdirSync(folder, { recursive: true });
    const picture = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
    await picture.clone().jpeg().toFile(path.join(folder, "portrait.jpg"));
    await picture.clone().avif().toFile(path.join(folder, "portrait.avif"));
  }
}

beforeAll(async () => {
  const dir = tempDir("qwp-save-data-");
  const mediaDir = path.join(dir, "media");
  const input = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 60 } } }).jpeg().toBuffer();
  const { key } = await processImage(input, mediaDir);
  photo = `/media/library/${key}`;
  const publicDir = await writeFixtureSite(path.join(dir, "public"));
  await writeBuiltPictures(publicDir);
  server = await startServerProcess({
    PUBLIC_DIR: publicDir,
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    MEDIA_DIR: mediaDir,
    SEED_DEMO_CONTENT: "false",
  });
  varnish = await startVarnish(server.port);
});
afterAll(async () => {
  await varnish?.stop();
  server?.child.kill();
});

const SAVE_DATA = { "save-data": "on" };
const widthOf = async (response: TestResponse) => (await sharp(response.raw).metadata()).width;
/** Varnish names two transactions in X-Varnish when it answered from its cache. */
const fromCache = (response: TestResponse) => String(response.headers["x-varnish"] ?? "").trim().split(/\s+/).length === 2;

it("answers Save-Data with the photo's 400 px file in the format asked for, and says it varies on it", async () => {
  for (const ext of ["avif", "webp", "jpg"]) {
    const wide = await httpRequest(server.port, `${photo}-1200.${ext}`);
    expect(wide.statusCode).toBe(200);
    expect(await widthOf(wide)).toBe(1200);
    expect(wide.headers.vary).toMatch(/\bSave-Data\b/);

    const saved = await httpRequest(server.port, `${photo}-1200.${ext}`, { headers: SAVE_DATA });
    expect(saved.statusCode).toBe(200);
    expect(await widthOf(saved)).toBe(400);
    expect(saved.headers["content-type"]).toBe(wide.headers["content-type"]);
    expect(saved.headers.vary).toMatch(/\bSave-Data\b/);
    expect(saved.headers.etag).not.toBe(wide.headers.etag);
  }
  expect(await widthOf(await httpRequest(server.port, `${photo}-800.webp`, { headers: { "save-data": " ON " } }))).toBe(400);
  expect(await widthOf(await httpRequest(server.port, `${photo}-400.webp`, { headers: SAVE_DATA }))).toBe(400);
  // Any other value is no request to save data; a missing photo stays missing.
  expect(await widthOf(await httpRequest(server.port, `${photo}-1200.jpg`, { headers: { "save-data": "off" } }))).toBe(1200);
  expect((await httpRequest(server.port, "/media/library/nothing-1200.jpg", { headers: SAVE_DATA })).statusCode).toBe(404);
});

it("behind the CDN, a Save-Data visitor and another one each get their own answer from the cache", async () => {
  const url = `${photo}-800.jpg`;
  const first = await httpRequest(varnish.port, url);
  expect(await widthOf(first)).toBe(800);
  const saving = await httpRequest(varnish.port, url, { headers: SAVE_DATA });
  expect(await widthOf(saving)).toBe(400);
  const savingAgain = await httpRequest(varnish.port, url, { headers: SAVE_DATA });
  expect(fromCache(savingAgain)).toBe(true);
  expect(await widthOf(savingAgain)).toBe(400);
  const again = await httpRequest(varnish.port, url);
  expect(fromCache(again)).toBe(true);
  expect(await widthOf(again)).toBe(800);
});

it("answers Save-Data with a build picture's narrowest size of the same crop and format still 400 px wide", async () => {
  for (const ext of ["jpg", "avif"]) {
    const wide = await httpRequest(server.port, builtPicture("a1600", ext));
    expect(wide.statusCode).toBe(200);
    expect(await widthOf(wide)).toBe(1600);
    expect(wide.headers.vary).toMatch(/\bSave-Data\b/);

    // Not the 200 px file (narrower than a phone's screen), nor the 480 px one (another crop).
    const saved = await httpRequest(server.port, builtPicture("a1600", ext), { headers: SAVE_DATA });
    expect(saved.statusCode).toBe(200);
    expect(await widthOf(saved)).toBe(800);
    expect(saved.headers["content-type"]).toBe(wide.headers["content-type"]);
    expect(saved.headers.vary).toMatch(/\bSave-Data\b/);
    expect(saved.headers.etag).not.toBe(wide.headers.etag);
  }
  // Already the narrowest useful size, or narrower: as asked.
  expect(await widthOf(await httpRequest(server.port, builtPicture("a0800", "jpg"), { headers: SAVE_DATA }))).toBe(800);
  expect(await widthOf(await httpRequest(server.port, builtPicture("b0480", "jpg"), { headers: SAVE_DATA }))).toBe(480);
  expect(await widthOf(await httpRequest(server.port, builtPicture("a0200", "jpg"), { headers: SAVE_DATA }))).toBe(200);
  expect(await widthOf(await httpRequest(server.port, builtPicture("a1600", "jpg"), { headers: { "save-data": "off" } }))).toBe(1600);
  expect((await httpRequest(server.port, builtPicture("a9999", "jpg"), { headers: SAVE_DATA })).statusCode).toBe(404);
  expect((await httpRequest(server.port, `/static/${SOURCE}/a1600/nothing.jpg`, { headers: SAVE_DATA })).statusCode).toBe(404);
});

it("behind the CDN, a build picture's Save-Data answer and the other are each kept apart", async () => {
  const url = builtPicture("a1600", "jpg");
  expect(await widthOf(await httpRequest(varnish.port, url))).toBe(1600);
  expect(await widthOf(await httpRequest(varnish.port, url, { headers: SAVE_DATA }))).toBe(800);
  const savingAgain = await httpRequest(varnish.port, url, { headers: SAVE_DATA });
  expect(fromCache(savingAgain)).toBe(true);
  expect(await widthOf(savingAgain)).toBe(800);
  const again = await httpRequest(varnish.port, url);
  expect(fromCache(again)).toBe(true);
  expect(await widthOf(again)).toBe(1600);
});

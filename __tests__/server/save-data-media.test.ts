/**
 * @jest-environment node
 *
 * Save-Data and the library's photos, through the real server process (NODE_ENV=production) and
 * Debian's Varnish standing in for the CDN: a browser that sends `Save-Data: on` gets the 400 px file
 * whatever width its srcset picked, every photo answer names Save-Data in Vary, and the CDN keeps the
 * two answers apart instead of handing one visitor's to the other.
 */
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

beforeAll(async () => {
  const dir = tempDir("qwp-save-data-");
  const mediaDir = path.join(dir, "media");
  const input = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 60 } } }).jpeg().toBuffer();
  const { key } = await processImage(input, mediaDir);
  photo = `/media/library/${key}`;
  server = await startServerProcess({
    PUBLIC_DIR: await writeFixtureSite(path.join(dir, "public")),
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

/**
 * @jest-environment node
 *
 * The service worker file over real HTTP: the live site's sw.js, never kept by a browser or a CDN
 * without asking (a new release's worker must be seen at the next page load), and the kill switch:
 * while its file exists, /sw.js is a worker that deletes the site's caches and unregisters itself.
 */
import fs from "node:fs";
import path from "node:path";
import { cacheControlFor } from "../../server/site/headers";
import { REMOVING_WORKER } from "../../server/site/serviceWorker";
import { createTestApp, tempDir } from "../../test-support/server";

jest.setTimeout(30_000);

const switchFile = path.join(tempDir(), "service-worker-off");
let server: Awaited<ReturnType<typeof createTestApp>>;
const BUILT_WORKER = 'importScripts();self.__WB_MANIFEST=[{"url":"/app-0123456789abcdef0123.js","revision":null}];\n';

beforeAll(async () => {
  server = await createTestApp({ withSite: true, env: { SERVICE_WORKER_OFF_FILE: switchFile } });
  fs.writeFileSync(path.join(server.site.root, "sw.js"), BUILT_WORKER);
});
afterAll(() => server.close());

it("serves the live site's worker, revalidated at every load, with an ETag for a cheap 304", async () => {
  expect(cacheControlFor("/sw.js")).toBe("no-cache");
  const first = await server.request("/sw.js");
  expect([first.statusCode, first.headers["cache-control"], first.raw.toString()]).toEqual([200, "no-cache", BUILT_WORKER]);
  expect(first.headers["content-type"]).toMatch(/javascript/);
  expect(first.headers["cdn-cache-control"]).toBeUndefined();
  // The worker's own policy: it may fetch from the site (its precache and routes), nothing else.
  expect(first.headers["content-security-policy"]).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
  const again = await server.request("/sw.js", { headers: { "if-none-match": String(first.headers.etag) } });
  expect(again.statusCode).toBe(304);
});

it("answers the worker that removes itself while the kill switch is on, and the built one again once it is off", async () => {
  fs.writeFileSync(switchFile, "");
  try {
    const off = await server.request("/sw.js");
    expect([off.statusCode, off.headers["cache-control"], off.raw.toString()]).toEqual([200, "no-cache", REMOVING_WORKER]);
    expect(REMOVING_WORKER).toMatch(/caches\.delete/);
    expect(REMOVING_WORKER).toMatch(/registration\.unregister\(\)/);
  } finally {
    fs.rmSync(switchFile);
  }
  expect((await server.request("/sw.js")).raw.toString()).toBe(BUILT_WORKER);
});

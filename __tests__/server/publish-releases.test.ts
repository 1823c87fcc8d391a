/** @jest-environment node */
/** Releases on disk: complete copies only, a pointer swap, the last 10 kept, leftovers of a killed process removed. */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { RELEASES_KEPT, createReleaseStore } from "../../server/publish/releases";
import { releaseSite } from "../../server/publish/liveSite";
import { tempDir } from "../../test-support/server";

const page = (dir: string, text: string) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), `<!DOCTYPE html><p>${text}</p>`);
  return dir;
};
const commit = (n: number) => ({ commit: n.toString(16).padStart(40, "0"), author: "A", message: `change ${n}` });

it("copies a build (later rewrites of the build folder do not reach it), swaps the pointer, keeps the newest 10 and the live one", async () => {
  const dir = tempDir();
  const store = createReleaseStore(path.join(dir, "releases"));
  const build = page(path.join(dir, "public"), "one");
  const first = await store.create(build, commit(1), { now: new Date(Date.UTC(2026, 0, 1)) });
  store.activate(first.id);
  fs.writeFileSync(path.join(build, "index.html"), "rewritten in place by the next build");
  expect(fs.readFileSync(path.join(store.siteDir(first.id), "index.html"), "utf8")).toContain("one");

  const site = releaseSite(store, build);
  expect(site.current().root).toBe(store.siteDir(first.id));
  for (let n = 2; n <= 12; n++) {
    const release = await store.create(page(build, `build ${n}`), commit(n), { now: new Date(Date.UTC(2026, 0, n)) });
    if (n === 12) store.activate(release.id);
  }
  site.refresh();
  expect(site.current().root).toContain(store.liveId()!);
  store.activate(first.id);
  const removed = store.prune();
  expect(store.list()).toHaveLength(RELEASES_KEPT + 1);
  expect(store.list().map((r) => r.id)).toContain(first.id);
  expect(removed).toHaveLength(1);
  expect(store.live()?.message).toBe("change 1");
});

it("removes half-copied releases a killed process left, and never treats them as releases", async () => {
  const dir = tempDir();
  const store = createReleaseStore(dir);
  const done = await store.create(page(path.join(dir, "..", path.basename(dir) + "-pub"), "ok"), commit(1));
  store.activate(done.id);
  fs.mkdirSync(path.join(dir, ".incoming-20260101T000000000Z-abcd", "site"), { recursive: true });
  fs.mkdirSync(path.join(dir, "20260101T000000000Z-abcdef"), { recursive: true });
  expect(store.list().map((r) => r.id)).toEqual([done.id]);
  expect(store.discardUnfinished().sort()).toEqual([".incoming-20260101T000000000Z-abcd", "20260101T000000000Z-abcdef"]);
  expect(fs.readdirSync(dir).sort()).toEqual([done.id, "current"].sort());
  expect(store.liveId()).toBe(done.id);
});

it("links what the build left unchanged to the live release's file, copies what changed, and a later rewrite or a pruned release reaches neither", async () => {
  const dir = tempDir();
  const store = createReleaseStore(path.join(dir, "releases"));
  const build = page(path.join(dir, "public"), "one");
  fs.mkdirSync(path.join(build, "static"));
  fs.writeFileSync(path.join(build, "static", "photo.avif"), "image bytes");
  const first = await store.create(build, commit(1), { now: new Date(Date.UTC(2026, 0, 1)) });
  store.activate(first.id);

  // The next build rewrites the page (new time, as a real rewrite has) and leaves the image alone.
  fs.writeFileSync(path.join(build, "index.html"), "<!DOCTYPE html><p>two</p>");
  fs.utimesSync(path.join(build, "index.html"), new Date(), new Date(Date.now() + 5000));
  const second = await store.create(build, commit(2), { now: new Date(Date.UTC(2026, 0, 2)) });
  const inode = (id: string, file: string) => fs.statSync(path.join(store.siteDir(id), file)).ino;
  expect(inode(second.id, "static/photo.avif")).toBe(inode(first.id, "static/photo.avif"));
  expect(inode(second.id, "index.html")).not.toBe(inode(first.id, "index.html"));
  expect(fs.statSync(path.join(build, "static", "photo.avif")).ino).not.toBe(inode(second.id, "static/photo.avif"));
  expect(fs.readFileSync(path.join(store.siteDir(second.id), "index.html"), "utf8")).toContain("two");
  expect(fs.readFileSync(path.join(store.siteDir(first.id), "index.html"), "utf8")).toContain("one");

  // Same size, new time: a rewrite, so copied, never linked.
  fs.writeFileSync(path.join(build, "static", "photo.avif"), "IMAGE BYTES");
  fs.utimesSync(path.join(build, "static", "photo.avif"), new Date(), new Date(Date.now() + 10_000));
  store.activate(second.id);
  const third = await store.create(build, commit(3), { now: new Date(Date.UTC(2026, 0, 3)) });
  expect(fs.readFileSync(path.join(store.siteDir(third.id), "static", "photo.avif"), "utf8")).toBe("IMAGE BYTES");
  expect(fs.readFileSync(path.join(store.siteDir(second.id), "static", "photo.avif"), "utf8")).toBe("image bytes");

  fs.rmSync(path.join(store.root, first.id), { recursive: true });
  expect(fs.readFileSync(path.join(store.siteDir(second.id), "static", "photo.avif"), "utf8")).toBe("image bytes");
});

it("stores a release's compressible files compressed before it can go live, and links an unchanged file's forms instead of compressing it again", async () => {
  const dir = tempDir();
  const store = createReleaseStore(path.join(dir, "releases"));
  const script = `/* app */${"console.log('qwp');".repeat(200)}`;
  const build = page(path.join(dir, "public"), "one".repeat(600));
  fs.writeFileSync(path.join(build, "app-0123456789abcdef0123.js"), script);
  const first = await store.create(build, commit(1), { now: new Date(Date.UTC(2026, 0, 1)) });
  const site = (id: string, file: string) => path.join(store.siteDir(id), file);
  expect(zlib.brotliDecompressSync(fs.readFileSync(site(first.id, "app-0123456789abcdef0123.js.br"))).toString()).toBe(script);
  expect(zlib.gunzipSync(fs.readFileSync(site(first.id, "app-0123456789abcdef0123.js.gz"))).toString()).toBe(script);
  expect(fs.existsSync(site(first.id, "index.html.br"))).toBe(true);
  store.activate(first.id);

  fs.writeFileSync(path.join(build, "index.html"), `<!DOCTYPE html><p>${"two".repeat(600)}</p>`);
  fs.utimesSync(path.join(build, "index.html"), new Date(), new Date(Date.now() + 5000));
  const second = await store.create(build, commit(2), { now: new Date(Date.UTC(2026, 0, 2)) });
  const inode = (id: string, file: string) => fs.statSync(site(id, file)).ino;
  expect(inode(second.id, "app-0123456789abcdef0123.js.br")).toBe(inode(first.id, "app-0123456789abcdef0123.js.br"));
  expect(inode(second.id, "app-0123456789abcdef0123.js.gz")).toBe(inode(first.id, "app-0123456789abcdef0123.js.gz"));
  expect(zlib.brotliDecompressSync(fs.readFileSync(site(second.id, "index.html.br"))).toString()).toContain("twotwo");
  expect(zlib.brotliDecompressSync(fs.readFileSync(site(first.id, "index.html.br"))).toString()).toContain("oneone");
});

it("keeps the compressed forms a build stored (npm run build) only where they decompress to their files, and makes the others anew", async () => {
  const dir = tempDir();
  const store = createReleaseStore(path.join(dir, "releases"));
  const build = page(path.join(dir, "public"), "one".repeat(600));
  const script = `/* app */${"console.log('qwp');".repeat(200)}`;
  const styles = `body{color:#123}${".a{margin:0}".repeat(200)}`;
  const file = (name: string) => path.join(build, name);
  fs.writeFileSync(file("app.js"), script);
  fs.writeFileSync(file("styles.css"), styles);
  // The build's own forms, at a low level the release never uses, so that adopted bytes are recognisable.
  const buildsBrotli = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
  const buildsGzip = zlib.gzipSync(script, { level: 1 });
  fs.writeFileSync(file("app.js.br"), buildsBrotli);
  fs.writeFileSync(file("app.js.gz"), buildsGzip);
  fs.writeFileSync(file("index.html.br"), "not what the release stores");
  // A stale form (of the file before the build rewrote it) and one cut short.
  fs.writeFileSync(file("styles.css.br"), zlib.brotliCompressSync("body{color:#456}"));
  fs.writeFileSync(file("styles.css.gz"), zlib.gzipSync(styles).subarray(0, 40));

  const first = await store.create(build, commit(1), { now: new Date(Date.UTC(2026, 0, 1)) });
  store.activate(first.id);
  const second = await store.create(build, commit(2), { now: new Date(Date.UTC(2026, 0, 2)) });
  for (const release of [first, second]) {
    const stored = (name: string) => fs.readFileSync(path.join(store.siteDir(release.id), name));
    expect([stored("app.js.br").equals(buildsBrotli), stored("app.js.gz").equals(buildsGzip)]).toEqual([true, true]);
    expect(zlib.brotliDecompressSync(stored("index.html.br")).toString()).toContain("oneone");
    expect(zlib.brotliDecompressSync(stored("styles.css.br")).toString()).toBe(styles);
    expect(zlib.gunzipSync(stored("styles.css.gz")).toString()).toBe(styles);
  }
});

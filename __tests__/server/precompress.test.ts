/** @jest-environment node */
/** A built site's files stored compressed beside them: which files, fresh forms kept, outdated ones made again. */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { precompressSite } from "../../server/site/precompress";
import { tempDir } from "../../test-support/server";

const write = (dir: string, file: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
};
const exists = (dir: string, file: string) => fs.existsSync(path.join(dir, file));

it("compresses text, scripts, JSON and SVG of 1 KB or more; not images, small files or build metadata", async () => {
  const dir = tempDir();
  const big = "x".repeat(2048);
  write(dir, "index.html", `<p>${big}</p>`);
  write(dir, "app-1a2b.js", `/*${big}*/`);
  write(dir, "page-data/news/page-data.json", JSON.stringify({ big }));
  write(dir, "static/icons.svg", `<svg>${big}</svg>`);
  write(dir, "static/photo.avif", Buffer.alloc(4096, 7));
  write(dir, "small.js", "/* small */");
  write(dir, "app-1a2b.js.map", JSON.stringify({ big }));
  write(dir, "webpack.stats.json", JSON.stringify({ big }));
  const summary = await precompressSite(dir);
  expect(summary.files).toBe(4);
  for (const file of ["index.html", "app-1a2b.js", "page-data/news/page-data.json", "static/icons.svg"]) {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).equals(fs.readFileSync(path.join(dir, file)))).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))).equals(fs.readFileSync(path.join(dir, file)))).toBe(true);
  }
  for (const file of ["static/photo.avif", "small.js", "app-1a2b.js.map", "webpack.stats.json", "app-1a2b.js.br"]) {
    expect([file, exists(dir, `${file}.br`), exists(dir, `${file}.gz`)]).toEqual([file, false, false]);
  }
});

it("keeps fresh forms, makes a rewritten file's again, and removes the forms of a file that is gone", async () => {
  const dir = tempDir();
  write(dir, "index.html", `<p>${"one".repeat(1000)}</p>`);
  write(dir, "app-old.js", `/*${"x".repeat(2048)}*/`);
  await precompressSite(dir);
  expect(await precompressSite(dir)).toEqual({ files: 0, bytes: 0, compressedBytes: 0 });

  write(dir, "index.html", `<p>${"two".repeat(1000)}</p>`);
  fs.utimesSync(path.join(dir, "index.html"), new Date(), new Date(Date.now() + 5000));
  fs.rmSync(path.join(dir, "app-old.js"));
  expect((await precompressSite(dir)).files).toBe(1);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "index.html.br"))).toString()).toContain("twotwo");
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "index.html.gz"))).toString()).toContain("twotwo");
  expect([exists(dir, "app-old.js.br"), exists(dir, "app-old.js.gz")]).toEqual([false, false]);
});

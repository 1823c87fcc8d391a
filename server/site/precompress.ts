/**
 * A built site's compressible files, stored compressed beside them (`app-1a2b.js.br`,
 * `app-1a2b.js.gz`), so the server sends the smallest bytes from the first request on and never
 * compresses a file while a visitor waits. Brotli at its highest level and gzip at its highest
 * take seconds for a whole site: that is paid once, when a release is made or `npm run build`
 * finishes, on zlib's worker threads, while the server keeps answering.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESSIBLE } from "../platform/compression";
import { BUILD_METADATA, STORED_VARIANT, contentTypeOf, isCompressibleFile, storedVariantPath, type StoredEncoding } from "./staticSite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

const ENCODERS: Record<StoredEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** Decompression that stops past `limit` bytes: a form that holds more is not the file's anyway. */
const DECODERS: Record<StoredEncoding, (compressed: Buffer, limit: number) => Promise<Buffer>> = {
  br: (compressed, limit) => unbrotli(compressed, { maxOutputLength: limit }),
  gzip: (compressed, limit) => gunzip(compressed, { maxOutputLength: limit }),
};

/**
 * Gives `target` (a copy of the build's file `source`) the compressed forms the build stored beside
 * `source`, each only if it decompresses to exactly `source`'s bytes: a stale, cut short or foreign
 * form stays behind and precompressSite makes that one anew. Checking costs a decompression, far less
 * than making a form at the highest levels.
 */
export async function adoptStoredVariants(source: string, target: string): Promise<void> {
  let body: Buffer | undefined;
  for (const encoding of Object.keys(DECODERS) as StoredEncoding[]) {
    let compressed: Buffer;
    try {
      compressed = await fs.promises.readFile(storedVariantPath(source, encoding));
    } catch {
      continue;
    }
    body ??= await fs.promises.readFile(source);
    const decoded = await DECODERS[encoding](compressed, body.length + 1).catch(() => undefined);
    if (decoded?.equals(body)) await fs.promises.writeFile(storedVariantPath(target, encoding), compressed);
  }
}

async function isFresh(variant: string, source: fs.Stats): Promise<boolean> {
  try {
    return (await fs.promises.stat(variant)).mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    // Dot folders (the build's search index) are never served.
    entries.filter((entry) => !entry.name.startsWith(".")).map((entry) => {
      const abs = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(abs) : Promise.resolve(entry.isFile() ? [abs] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes the missing or outdated compressed forms of `root`'s files (a rebuilt file is newer than
 * its old forms) and removes forms whose file is gone. One file at a time: the machine's cores
 * are the visitors' too. Each form is written under a temporary name and renamed into place.
 */
export async function precompressSite(root: string): Promise<{ files: number; bytes: number; compressedBytes: number }> {
  const summary = { files: 0, bytes: 0, compressedBytes: 0 };
  const files = await filesOf(root);
  const present = new Set(files);
  for (const file of files) {
    if (STORED_VARIANT.test(file)) {
      const source = file.replace(STORED_VARIANT, "");
      if (!present.has(source) && COMPRESSIBLE.test(contentTypeOf(source))) await fs.promises.rm(file, { force: true });
      continue;
    }
    if (BUILD_METADATA.test(`/${path.relative(root, file).split(path.sep).join("/")}`)) continue;
    const stat = await fs.promises.stat(file);
    if (!isCompressibleFile(file, stat.size)) continue;
    let body: Buffer | undefined;
    for (const encoding of Object.keys(ENCODERS) as StoredEncoding[]) {
      const variant = storedVariantPath(file, encoding);
      if (await isFresh(variant, stat)) continue;
      body ??= await fs.promises.readFile(file);
      const compressed = await ENCODERS[encoding](body);
      const temp = `${variant}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, compressed);
      await fs.promises.rename(temp, variant);
      summary.compressedBytes += compressed.length;
    }
    if (body) {
      summary.files += 1;
      summary.bytes += body.length;
    }
  }
  return summary;
}

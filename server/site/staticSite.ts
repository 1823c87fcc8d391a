/**
 * The built Gatsby site (public/) as the server sees it: path resolution with Gatsby's
 * client-only routes, HTML with its inline-script hashes, and small files kept in memory with
 * the Brotli and gzip forms stored beside them when the site was built (server/site/precompress.ts):
 * cheap phones on slow links get the smallest bytes, and no request waits for a compression.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { mime } from "@fastify/send";
import { LRUCache } from "lru-cache";
import type { FastifyRequest } from "fastify";
import { COMPRESSIBLE, COMPRESS_MIN_BYTES } from "../platform/compression";
import { inlineScriptHashes } from "./headers";
import { RENDER_MODULE_FILE } from "../../gatsby/renderModule/renderModuleFile";
import { DEFAULT_LANG, LOCALES, type Lang } from "../../contract/i18n/locales";

export type Encoding = StoredEncoding | "identity";

export type CachedFile = {
  abs: string;
  mtimeMs: number;
  size: number;
  type: string;
  etag: string;
  body: Buffer;
  compressible: boolean;
};

export type StoredEncoding = "br" | "gzip";

/** `app.js.br`, `app.js.gz`: a file's compressed forms, stored beside it. */
export const STORED_VARIANT = /\.(?:br|gz)$/;

/** The file that holds `file` in `encoding`. */
export const storedVariantPath = (file: string, encoding: StoredEncoding) => `${file}.${encoding === "br" ? "br" : "gz"}`;

/** Whether a file is sent compressed: its type, big enough to gain, and not a compressed form itself. */
export const isCompressibleFile = (file: string, size: number) =>
  size >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(contentTypeOf(file)) && !STORED_VARIANT.test(file);

export type HtmlDocument = { abs: string; mtimeMs: number; html: string; scriptHashes: string[]; etag: string };

export type Resolved =
  | { kind: "file"; abs: string; urlPath: string }
  | { kind: "html"; abs: string; urlPath: string; clientOnly?: { pattern: string; rest: string } }
  | { kind: "redirect"; location: string }
  | { kind: "missing" };

type MatchPath = { pattern: string; regex: RegExp; abs: string; specificity: number };

/**
 * Build output that is for tools, not visitors: source maps, webpack's stats and chunk map, the
 * CDN's _headers/_redirects and the server's module of server-made markup (gatsby/renderModule/renderModuleFile.ts).
 * They reveal the source and the build, so they are never served.
 */
export const BUILD_METADATA = new RegExp(
  `(?:\\.map|/webpack\\.stats\\.json|/chunk-map\\.json|/_headers|/_redirects|/${RENDER_MODULE_FILE.replace(/\./g, "\\.")})$`,
  "i",
);

/** Files above this size are streamed from disk (PDFs), with range support. */
export const MEMORY_LIMIT_BYTES = 1024 * 1024;

export function contentTypeOf(file: string): string {
  const type = mime.getType(file) || "application/octet-stream";
  return /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|rss\+xml))/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

export const etagOf = (body: Buffer | string) =>
  `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

/**
 * For answers made on a request, which @fastify/compress may compress after the ETag is set: a
 * weak validator holds for the answer in every encoding, as a strong one may not.
 */
export const weakEtagOf = (body: Buffer | string) => `W/${etagOf(body)}`;

/** True when the request's If-None-Match names this ETag, compared weakly (RFC 9110): the answer is a 304. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return !!header && header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Picks the best encoding the client accepts among br, gzip and none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*")! : 0);
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/** `/news/[...]/index.html` → `/news/*`; `/leader/[slug]/index.html` → `/leader/:slug`. */
function matchPathOf(relDir: string): { pattern: string; regex: RegExp; specificity: number } | undefined {
  const segments = relDir.split("/").filter(Boolean);
  if (!segments.some((s) => /^\[.+\]$/.test(s))) return undefined;
  let regex = "^";
  const pattern: string[] = [];
  let specificity = 0;
  for (const [index, segment] of segments.entries()) {
    if (/^\[\.\.\.[^\]]*\]$/.test(segment)) {
      if (index !== segments.length - 1) return undefined;
      regex += "(?:/(.*))?";
      pattern.push("*");
    } else if (/^\[[^\]]+\]$/.test(segment)) {
      regex += "/([^/]+)";
      pattern.push(`:${segment.slice(1, -1)}`);
      specificity += 1;
    } else {
      regex += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      pattern.push(segment);
      specificity += 10;
    }
  }
  return { pattern: `/${pattern.join("/")}`, regex: new RegExp(`${regex}/?$`), specificity };
}

/**
 * How much of a site's files the server keeps in memory: 64 MB of bytes as read (the compressed
 * forms, kept beside them, are smaller), the least recently served going first; a file changed
 * on disk is read again.
 */
const KEPT_BYTES = 64 * 1024 * 1024;
const keptFiles = <V extends CachedFile | HtmlDocument>(sizeOf: (value: V) => number) =>
  new LRUCache<string, V>({ maxSize: KEPT_BYTES, sizeCalculation: (value) => Math.max(1, sizeOf(value)) });

export class StaticSite {
  readonly root: string;
  private files = keptFiles<CachedFile>((file) => file.size);
  private documents = keptFiles<HtmlDocument>((doc) => doc.html.length);
  private matchPaths: MatchPath[] = [];

  constructor(root: string) {
    this.root = path.resolve(root);
    this.scan();
  }

  /** Finds the client-only pages Gatsby emitted (directories named [...] or [param]). */
  scan() {
    const found: MatchPath[] = [];
    const walk = (dir: string, rel: string, depth: number) => {
      if (depth > 6) return;
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || ["page-data", "static", "_gatsby", "~partytown"].includes(entry.name)) continue;
        const childRel = `${rel}/${entry.name}`;
        const abs = path.join(dir, entry.name);
        const match = /\[.+\]/.test(entry.name) && matchPathOf(childRel);
        if (match && fs.existsSync(path.join(abs, "index.html"))) found.push({ ...match, abs: path.join(abs, "index.html") });
        walk(abs, childRel, depth + 1);
      }
    };
    walk(this.root, "", 0);
    this.matchPaths = found.sort((a, b) => b.specificity - a.specificity);
  }

  get clientOnlyRoutes(): ReadonlyArray<{ pattern: string; file: string }> {
    return this.matchPaths.map((m) => ({ pattern: m.pattern, file: `/${path.relative(this.root, m.abs).split(path.sep).join("/")}` }));
  }

  exists(): boolean {
    return fs.existsSync(path.join(this.root, "index.html"));
  }

  private statFile(abs: string): fs.Stats | undefined {
    try {
      const stat = fs.statSync(abs);
      return stat.isFile() ? stat : undefined;
    } catch {
      return undefined;
    }
  }

  /** Maps a decoded URL path to what should answer it. */
  resolve(urlPath: string): Resolved {
    if (urlPath.includes("\0") || urlPath.includes("\\")) return { kind: "missing" };
    const normal = path.posix.normalize(urlPath);
    if (!normal.startsWith("/") || normal.split("/").some((s) => s === ".." || (s.startsWith(".") && s !== ".well-known"))) {
      return { kind: "missing" };
    }
    // Gatsby builds with trailingSlash "never": /about/about/ is the same page as /about/about.
    if (normal.length > 1 && normal.endsWith("/")) {
      const bare = normal.replace(/\/+$/, "");
      const target = this.resolve(bare);
      if (target.kind === "html" || target.kind === "file") return { kind: "redirect", location: bare || "/" };
      return target;
    }
    const abs = path.join(this.root, normal);
    if (!abs.startsWith(this.root)) return { kind: "missing" };
    if (BUILD_METADATA.test(normal)) return { kind: "missing" };
    // A page's or file's stored compressed form is sent for the page or file, never on its own.
    if (STORED_VARIANT.test(normal) && this.statFile(abs.replace(STORED_VARIANT, ""))) return { kind: "missing" };
    // Gatsby's own 404 page (and each edition's, /ur/404) is not a page people should get with status 200.
    if (/^(?:\/ur|\/ps)?\/404(?:\.html|\/index\.html)?$/.test(normal)) return { kind: "missing" };
    if (normal !== "/" && this.statFile(abs)) {
      return abs.endsWith(".html") ? { kind: "html", abs, urlPath: normal } : { kind: "file", abs, urlPath: normal };
    }
    const index = path.join(abs, "index.html");
    if (this.statFile(index) && !/\[.+\]/.test(normal)) return { kind: "html", abs: index, urlPath: normal };
    for (const match of this.matchPaths) {
      const m = match.regex.exec(normal);
      if (m) return { kind: "html", abs: match.abs, urlPath: normal, clientOnly: { pattern: match.pattern, rest: m[1] ?? "" } };
    }
    return { kind: "missing" };
  }

  /** The not-found page of an edition (public/ur/404/index.html), else the English one. */
  notFoundPage(lang: Lang = DEFAULT_LANG): HtmlDocument | undefined {
    const edition = LOCALES[lang].pathPrefix.slice(1);
    const candidates = edition ? [`${edition}/404/index.html`] : [];
    for (const candidate of [...candidates, "404.html", "404/index.html"]) {
      const doc = this.document(path.join(this.root, candidate));
      if (doc) return doc;
    }
    return undefined;
  }

  /** An HTML page with the hashes its CSP needs; re-read when the file changes (a rebuild). */
  document(abs: string): HtmlDocument | undefined {
    const stat = this.statFile(abs);
    if (!stat) return undefined;
    const cached = this.documents.get(abs);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const html = fs.readFileSync(abs, "utf8");
    const doc = { abs, mtimeMs: stat.mtimeMs, html, scriptHashes: inlineScriptHashes(html), etag: etagOf(html) };
    this.documents.set(abs, doc);
    return doc;
  }

  /** A small file from memory (undefined for big ones, which are streamed). */
  file(abs: string): CachedFile | undefined {
    const stat = this.statFile(abs);
    if (!stat || stat.size > MEMORY_LIMIT_BYTES) return undefined;
    const cached = this.files.get(abs);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = fs.readFileSync(abs);
    const type = contentTypeOf(abs);
    const entry: CachedFile = {
      abs,
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      type,
      etag: etagOf(body),
      body,
      compressible: isCompressibleFile(abs, body.length),
    };
    this.files.set(abs, entry);
    return entry;
  }

  /**
   * `source` (a file or page of this site) as stored in `encoding`, if its compressed form is there
   * and not older than it; held in memory like any small file, with its own ETag.
   */
  storedVariant(source: { abs: string; mtimeMs: number }, encoding: StoredEncoding): CachedFile | undefined {
    const variant = this.file(storedVariantPath(source.abs, encoding));
    return variant && variant.mtimeMs >= source.mtimeMs ? variant : undefined;
  }
}

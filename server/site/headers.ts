/**
 * One source of truth for response headers and redirects, used by the server and by
 * scripts/write-host-config.ts (static/_headers, static/_redirects for a CDN).
 */
import crypto from "node:crypto";
import { LANGS, LOCALES } from "../../contract/i18n/locales";
import { SERVICE_WORKER_PATH } from "../../gatsby/afterFirstPaint";
import { SERVICE_WORKER_CACHE_CONTROL } from "./serviceWorker";

/** What the pages really load, and nothing else. */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'self'"],
  // Completed with the sha256 of every inline script of the page (Gatsby's loader, the theme script).
  "script-src": ["'self'"],
  // Emotion injects <style> elements at runtime; hashing them is impossible, so inline styles are allowed.
  "style-src": ["'self'", "'unsafe-inline'"],
  // data: for gatsby-plugin-image placeholders; i.ytimg.com for YouTube thumbnails in the video gallery.
  "img-src": ["'self'", "data:", "https://i.ytimg.com"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  // The OpenStreetMap embed on /contact.
  "frame-src": ["https://www.openstreetmap.org"],
  "media-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** JSON answers never render anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Builds the policy for a page from its inline scripts' hashes. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, extraConnectSrc: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => {
      let all = [...values];
      if (name === "script-src") all = [...all, ...[...new Set(scriptHashes)].sort().map((h) => `'${h}'`)];
      if (name === "connect-src") all = [...all, ...extraConnectSrc];
      return `${name} ${all.join(" ")}`;
    })
    .join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of every inline script in an HTML document (external scripts need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Public pages and public API answers that change with editing. A shared cache (a CDN) keeps an
 * answer 30 s (s-maxage) and, told by CDN-Cache-Control (RFC 9213, which browsers ignore), may hand
 * out its stale copy for 300 s more while it fetches a fresh one in the background. Browsers ask
 * again for every page and API answer (max-age=0, a cheap 304 through the ETag) and never serve stale
 * themselves: a browser's background revalidation would show the visitor an older copy. So a crowd
 * of readers costs the server one request per address (and encoding) per 30 s, readers never wait
 * for it, and a publish or an unpublish reaches them within 30 s while the page is being read, 330 s
 * at the very most.
 */
export const SHARED_LIFETIME_S = 30;
export const SHARED_STALE_S = 300;
export const SHARED = `public, max-age=0, s-maxage=${SHARED_LIFETIME_S}`;
export const CDN_SHARED = `public, max-age=${SHARED_LIFETIME_S}, stale-while-revalidate=${SHARED_STALE_S}`;

/** The caching headers of an answer with this Cache-Control: shared ones also tell a CDN how long it may serve stale. */
export const cachingHeaders = (cacheControl: string): Record<string, string> =>
  cacheControl === SHARED ? { "Cache-Control": SHARED, "CDN-Cache-Control": CDN_SHARED } : { "Cache-Control": cacheControl };

/** Answers that depend on a session, a cookie or personal data: no cache, shared or not, keeps them. */
export const PRIVATE = "private, no-store";

/** The public API's reads: the same bytes for every reader. Everything else under /api is private. */
const PUBLIC_API_READS = [/^\/api\/news(?:\/[^/]+)?$/, /^\/api\/events(?:\/[^/]+)?$/, /^\/api\/videos$/, /^\/api\/openapi\.json$/];

export const isApiPath = (urlPath: string) => /^\/api(?:\/|$)/.test(urlPath);

/** Cache-Control of an answer under /api: shared only for a successful read of public data. */
export function apiCacheControl(method: string, urlPath: string, statusCode: number): string {
  const read = method === "GET" || method === "HEAD";
  return read && statusCode === 200 && PUBLIC_API_READS.some((pattern) => pattern.test(urlPath)) ? SHARED : PRIVATE;
}

/** Files whose names change when their content does may be kept for a year. */
const HASHED = [
  /^\/static\//,
  /^\/page-data\/sq\/d\//,
  /^\/[^/]+-[0-9a-f]{16,}\.(?:js|mjs|css)(?:\.map)?$/,
];

/**
 * The staff console's page and its page-data: they are the staff's way in, not the public's, and a
 * console update must reach staff at their next load rather than up to 330 s later from a CDN.
 */
const CONSOLE_PAGES = /^\/(?:page-data\/)?admin(?:[/.]|$)/;

/** Cache-Control of a page: its HTML (the not-found page too) or its page-data. */
export function pageCacheControl(urlPath: string): string {
  return CONSOLE_PAGES.test(urlPath) ? PRIVATE : SHARED;
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath === SERVICE_WORKER_PATH) return SERVICE_WORKER_CACHE_CONTROL;
  if (HASHED.some((pattern) => pattern.test(urlPath))) return IMMUTABLE;
  if (urlPath.startsWith("/page-data/") || /\.html?$/.test(urlPath) || !/\.[a-z0-9]+$/i.test(urlPath)) return pageCacheControl(urlPath);
  // The media pipeline never rewrites a file: each upload gets new random names.
  if (urlPath.startsWith("/media/library/")) return IMMUTABLE;
  if (urlPath.startsWith("/media/")) return "public, max-age=86400";
  // Feeds and calendar files change when the news or an event does: shared, revalidated like pages.
  if (/\.(?:xml|webmanifest|json|txt|ics)$/.test(urlPath)) return SHARED;
  return "public, max-age=3600";
}

/** Permanent redirects: the spec's disputed /wing/{slug} reading goes to the real route, in every edition. */
export const REDIRECTS: ReadonlyArray<{ from: RegExp; to: (m: RegExpExecArray) => string; hostFrom: string; hostTo: string }> =
  LANGS.flatMap((lang) => {
    const prefix = LOCALES[lang].pathPrefix;
    const escaped = prefix.replace(/\//g, "\\/");
    return [
      {
        from: new RegExp(`^${escaped}\\/wing\\/([^/]+)\\/?$`),
        to: (m: RegExpExecArray) => `${prefix}/wings/${m[1]}`,
        hostFrom: `${prefix}/wing/:slug`,
        hostTo: `${prefix}/wings/:slug`,
      },
      { from: new RegExp(`^${escaped}\\/wing\\/?$`), to: () => `${prefix}/wings`, hostFrom: `${prefix}/wing`, hostTo: `${prefix}/wings` },
    ];
  });

export function redirectFor(urlPath: string): string | undefined {
  for (const rule of REDIRECTS) {
    const match = rule.from.exec(urlPath);
    if (match) return rule.to(match);
  }
  return undefined;
}

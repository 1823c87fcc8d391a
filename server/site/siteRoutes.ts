/**
 * Everything that is not /api: the built pages, client-only routes, share cards, the RSS feed,
 * demonstration media, redirects and the 404 page (with status 404).
 */
import path from "node:path";
import { send } from "@fastify/send";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { englishText } from "../platform/language";
import { Refusal, notFound } from "../platform/refusal";
import type { NewsRepository } from "../news/newsRepository";
import type { EventRepository } from "../events/eventRepository";
import { eventWingNames } from "../../gatsby/eventWings";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { ROOT_DIR } from "../platform/config";
import { createCalendarFiles } from "./calendarFiles";
import { calendarAt, renderEventsRss } from "./eventPages";
import { LANGS, langFromPath, localizePath, stripLangPrefix } from "../../contract/i18n/locales";
import { LEADER_PREFIX, OLD_WING_PREFIX, WINGS_PREFIX } from "../../contract/routes";
import { SHARED, cacheControlFor, contentSecurityPolicy, pageCacheControl, redirectFor } from "./headers";
import { RSS_ITEM_COUNT, renderRss } from "./rss";
import type { PageEnhancers } from "./pageEnhancers";
import { pageEdition } from "./pageEdition";
import { REMOVING_WORKER, SERVICE_WORKER_CACHE_CONTROL, SERVICE_WORKER_CSP, serviceWorkerOff } from "./serviceWorker";
import { SAVE_DATA_HEADER, isLibraryVariant, savesData, smallestVariantPath } from "../media/saveData";
import { isBuiltPicture, smallestUsefulPicture } from "./builtPictureSaveData";
import { SERVICE_WORKER_PATH } from "../../gatsby/afterFirstPaint";
import { StaticSite, matchesEtag, negotiateEncoding, weakEtagOf, type CachedFile, type HtmlDocument, type StoredEncoding } from "./staticSite";

export type SiteOptions = {
  /** The site to answer from, asked once per request: the live release can change between requests. */
  site: () => StaticSite;
  media: StaticSite;
  news: NewsRepository;
  events: EventRepository;
  /** The server-made pages, each feature's registered (pageEnhancers.ts). */
  pages: PageEnhancers;
  /** The public origin; absolute URLs are built from it, never from Host or X-Forwarded-* headers. */
  siteUrl: string;
  extraConnectSrc: string[];
  /** The districts (data/districts/): the district calendar feeds. */
  districts: DistrictDirectory;
  /** The service worker's kill switch (server/site/serviceWorker.ts). */
  serviceWorkerOffFile?: string;
};

/** Client-only routes that exist only to render "Leader not found." / "Wing not found.". */
export const NOT_FOUND_CLIENT_ROUTES = [LEADER_PREFIX, WINGS_PREFIX, OLD_WING_PREFIX].flatMap((prefix) =>
  LANGS.map((lang) => localizePath(`${prefix}/*`, lang)),
);

const FALLBACK_404 =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found | Qaumi Watan Party</title></head><body><main><h1>404</h1><p>Oops! Page Not Found</p><p>The page you are looking for doesn\'t exist or has been moved.</p><p><a href="/">Go Back to Home</a></p></main></body></html>';

/**
 * A redirect target as a valid Location header: every character outside the URL syntax is
 * percent-encoded as UTF-8. Undefined when it cannot be encoded (a lone surrogate).
 */
export function encodeLocation(decodedPath: string, rawQuery = ""): string | undefined {
  try {
    const pathPart = decodedPath.split("/").map(encodeURIComponent).join("/");
    // The query is passed on as the client sent it; anything but visible ASCII is percent-encoded.
    const query = rawQuery.replace(/[^\x21-\x7e]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
    return `${pathPart}${query}`;
  } catch {
    return undefined;
  }
}

/**
 * Sends `body`, or its form stored in the encoding the client prefers when `stored` has one (a
 * file of the built site, with that form's own ETag and length). Anything else goes out as it is,
 * and @fastify/compress compresses it on the way if it is worth it.
 */
function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  { type, etag, cacheControl, compressible, stored }: { type: string; etag: string; cacheControl: string; compressible: boolean; stored?: (e: StoredEncoding) => CachedFile | undefined },
) {
  reply.header("Content-Type", type).header("Cache-Control", cacheControl);
  if (compressible) reply.header("Vary", "Accept-Encoding");
  const encoding = compressible && stored ? negotiateEncoding(request.headers["accept-encoding"]) : "identity";
  const variant = encoding === "identity" ? undefined : stored?.(encoding);
  reply.header("ETag", variant?.etag ?? etag);
  if (reply.statusCode < 300 && matchesEtag(request, variant?.etag ?? etag)) return reply.code(304).send();
  if (variant) return reply.header("Content-Encoding", encoding).send(variant.body);
  return reply.send(body);
}

export async function siteRoutes(app: FastifyInstance, options: SiteOptions) {
  const { site: currentSite, media, news, events, pages, siteUrl, extraConnectSrc, districts } = options;
  // The wings' English names, for the calendar feeds' names (a phone lists a subscription by it):
  // the live release's, as its events page names them, so a renamed wing's feed follows the release.
  // The checkout's only for a site built without an events page.
  const checkoutWingNames = eventWingNames("en", ROOT_DIR);
  const wingNamesOf = (site: StaticSite) => {
    const list = site.resolve("/events");
    const wings = list.kind === "html" ? pageEdition(site, list.abs)?.eventWings : undefined;
    return wings?.length ? wings : checkoutWingNames;
  };
  const calendarFiles = createCalendarFiles();

  /** A page as built (`html` undefined: its stored compressed forms serve), or as the server filled it in. */
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, site: StaticSite, doc: HtmlDocument, html?: string) => {
    reply.header("Content-Security-Policy", contentSecurityPolicy(doc.scriptHashes, extraConnectSrc));
    const body = Buffer.from(html ?? doc.html);
    return sendBody(request, reply, body, {
      type: "text/html; charset=utf-8",
      etag: html === undefined ? doc.etag : weakEtagOf(body),
      cacheControl: pageCacheControl(request.url.split("?")[0]),
      compressible: true,
      stored: html === undefined ? (e) => site.storedVariant(doc, e) : undefined,
    });
  };

  // The not-found page is sent as the site's pages are (its ETag, its stored compressed forms, the
  // edition's CSP and caching), which a thrown Refusal's plain body would lose.
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(404);
    // An unknown /ur/... or /ps/... address gets the not-found page of its edition.
    const site = currentSite();
    const doc = site.notFoundPage(langFromPath(request.url));
    if (doc) return sendHtml(request, reply, site, doc);
    reply.header("Content-Security-Policy", contentSecurityPolicy([], extraConnectSrc));
    return reply.header("Cache-Control", pageCacheControl(request.url.split("?")[0])).type("text/html; charset=utf-8").send(FALLBACK_404);
  };

  const sendFile = async (request: FastifyRequest, reply: FastifyReply, store: StaticSite, abs: string, urlPath: string) => {
    const file: CachedFile | undefined = store.file(abs);
    const cacheControl = cacheControlFor(urlPath);
    if (!file) {
      // Big files (PDFs) are streamed, with range and conditional requests.
      const rel = `/${path.relative(store.root, abs).split(path.sep).map(encodeURIComponent).join("/")}`;
      const result = await send(request.raw, rel, { root: store.root, cacheControl: false, dotfiles: "deny", index: false });
      if (result.type !== "file") return sendNotFound(request, reply);
      reply.code(result.statusCode).headers(result.headers).header("Cache-Control", cacheControl);
      return reply.send(result.stream);
    }
    return sendBody(request, reply, file.body, {
      type: file.type,
      etag: file.etag,
      cacheControl,
      compressible: file.compressible,
      stored: (e) => store.storedVariant(file, e),
    });
  };

  const isApi = (url: string) => /^\/api(?:[/?]|$)/.test(url);

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url)) throw notFound(englishText("notFound"));
    if (request.method !== "GET" && request.method !== "HEAD") throw new Refusal(405, { message: englishText("methodNotAllowed") }, { Allow: "GET, HEAD" });
    return sendNotFound(request, reply);
  });

  for (const lang of LANGS) {
    app.get(localizePath("/news/rss.xml", lang), async (request, reply) => {
      // The party's name as the edition's news list names it (its page data), as its pages' titles do.
      const site = currentSite();
      const list = site.resolve(localizePath("/news", lang));
      const siteName = list.kind === "html" ? pageEdition(site, list.abs)?.siteName : undefined;
      // As the edition's list: English's articles first, then the others; Urdu's and Pashto's alone.
      const body = Buffer.from(renderRss(lang === "en" ? news.editionLatest(lang, RSS_ITEM_COUNT) : news.latestIn(lang, RSS_ITEM_COUNT), siteUrl, lang, siteName));
      return sendBody(request, reply, body, {
        type: "application/rss+xml; charset=utf-8",
        etag: weakEtagOf(body),
        cacheControl: SHARED,
        compressible: true,
      });
    });
  }

  for (const lang of LANGS) {
    app.get(localizePath("/events/rss.xml", lang), async (request, reply) => {
      const site = currentSite();
      const list = site.resolve(localizePath("/events", lang));
      const edition = list.kind === "html" ? pageEdition(site, list.abs) : undefined;
      const body = Buffer.from(renderEventsRss(events.allUpcoming(lang === "en" ? {} : { lang }), siteUrl, lang, edition));
      return sendBody(request, reply, body, {
        type: "application/rss+xml; charset=utf-8",
        etag: weakEtagOf(body),
        cacheControl: cacheControlFor("/events/rss.xml"),
        compressible: true,
      });
    });
  }

  app.get("/media/*", async (request, reply) => {
    const rest = (request.params as { "*": string })["*"];
    const wanted = `/${decodeURIComponentSafe(rest) ?? "\0"}`;
    if (isLibraryVariant(wanted)) reply.header("Vary", SAVE_DATA_HEADER);
    const smaller = savesData(request.headers) ? smallestVariantPath(wanted) : undefined;
    const narrowed = smaller ? media.resolve(smaller) : undefined;
    const resolved = narrowed?.kind === "file" ? narrowed : media.resolve(wanted);
    if (resolved.kind !== "file") return sendNotFound(request, reply);
    return sendFile(request, reply, media, resolved.abs, `/media/${rest}`);
  });

  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    reply.header("Content-Security-Policy", SERVICE_WORKER_CSP);
    if (options.serviceWorkerOffFile && serviceWorkerOff(options.serviceWorkerOffFile)) {
      const body = Buffer.from(REMOVING_WORKER);
      return sendBody(request, reply, body, {
        type: "text/javascript; charset=utf-8",
        etag: weakEtagOf(body),
        cacheControl: SERVICE_WORKER_CACHE_CONTROL,
        compressible: false,
      });
    }
    const site = currentSite();
    const resolved = site.resolve(SERVICE_WORKER_PATH);
    if (resolved.kind !== "file") return sendNotFound(request, reply);
    return sendFile(request, reply, site, resolved.abs, SERVICE_WORKER_PATH);
  });

  app.get("/*", async (request, reply) => {
    if (isApi(request.url)) throw notFound(englishText("notFound"));
    const rawPath = request.url.split("?")[0];
    const urlPath = decodeURIComponentSafe(rawPath);
    if (urlPath === undefined) return sendNotFound(request, reply);
    const query = request.url.slice(rawPath.length);

    const redirectTo = (target: string) => {
      const location = encodeLocation(target, query);
      return location === undefined ? sendNotFound(request, reply) : reply.redirect(location, 301);
    };
    const redirect = redirectFor(urlPath);
    if (redirect) return redirectTo(redirect);

    const calendar = calendarAt(urlPath, events, wingNamesOf(currentSite()), districts);
    if (calendar === "not-found") return sendNotFound(request, reply);
    if (calendar) {
      const body = await calendarFiles.get(calendar, siteUrl);
      return sendBody(request, reply, body, {
        type: "text/calendar; charset=utf-8",
        etag: weakEtagOf(body),
        cacheControl: cacheControlFor(urlPath),
        compressible: true,
      });
    }

    const site = currentSite();
    const resolved = site.resolve(urlPath);
    switch (resolved.kind) {
      case "redirect":
        return redirectTo(resolved.location);
      case "file": {
        if (!isBuiltPicture(resolved.urlPath)) return sendFile(request, reply, site, resolved.abs, resolved.urlPath);
        reply.header("Vary", SAVE_DATA_HEADER);
        const smaller = savesData(request.headers) ? await smallestUsefulPicture(site.root, resolved.urlPath) : undefined;
        const narrowed = smaller ? site.resolve(smaller) : undefined;
        const picture = narrowed?.kind === "file" ? narrowed : resolved;
        return sendFile(request, reply, site, picture.abs, resolved.urlPath);
      }
      case "html": {
        const doc = site.document(resolved.abs);
        if (!doc) return sendNotFound(request, reply);
        const clientOnly = resolved.clientOnly;
        // The same pages in every edition (/news, /ur/news, /ps/news/{slug}, ...).
        const lang = langFromPath(resolved.urlPath);
        const page = stripLangPrefix(resolved.urlPath.replace(/\/$/, "") || "/");
        const enhancer = pages.find(page, clientOnly && stripLangPrefix(clientOnly.pattern));
        const enhanced = await enhancer?.enhance({ request, site, doc, lang, page, rest: clientOnly?.rest ?? "", query, edition: () => pageEdition(site, resolved.abs) });
        // A page that names nothing is still sent as the page it is, with its status: not a thrown refusal.
        if (enhanced === "not-found") return sendHtml(request, reply.code(404), site, doc);
        if (enhanced) return sendHtml(request, reply, site, doc, enhanced.html);
        // Known leaders and wings are static pages; their client-only pages only ever say "not found".
        if (clientOnly && NOT_FOUND_CLIENT_ROUTES.includes(clientOnly.pattern)) return sendHtml(request, reply.code(404), site, doc);
        return sendHtml(request, reply, site, doc);
      }
      default:
        return sendNotFound(request, reply);
    }
  });
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}


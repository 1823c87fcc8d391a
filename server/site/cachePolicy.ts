/**
 * The last word on every answer's Cache-Control, registered once on the app (the rules themselves
 * are in headers.ts). An answer that sets a cookie is never stored by anyone. Under /api the path,
 * method and status decide, whatever a route set, so no route can make a console or form answer
 * shareable by mistake; elsewhere an answer that says nothing is private. Shared answers carry a
 * weak ETag (compression comes after it, and a weak one holds in every encoding), and a request
 * naming it gets 304, so a CDN revalidates without fetching the body again.
 */
import type { FastifyInstance } from "fastify";
import { CDN_SHARED, PRIVATE, SHARED, apiCacheControl, isApiPath } from "./headers";
import { matchesEtag, weakEtagOf } from "./staticSite";

export function installCachePolicy(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.hasHeader("Set-Cookie")) {
      reply.header("Cache-Control", PRIVATE);
      return payload;
    }
    const urlPath = request.url.split("?")[0];
    if (isApiPath(urlPath)) reply.header("Cache-Control", apiCacheControl(request.method, urlPath, reply.statusCode));
    else if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", PRIVATE);

    const shared = reply.getHeader("Cache-Control") === SHARED;
    if (shared) reply.header("CDN-Cache-Control", CDN_SHARED);
    else reply.removeHeader("CDN-Cache-Control");

    const bytes = typeof payload === "string" || Buffer.isBuffer(payload);
    if (!shared || reply.hasHeader("ETag") || !bytes || reply.statusCode !== 200) return payload;
    const etag = weakEtagOf(payload);
    reply.header("ETag", etag);
    if (!matchesEtag(request, etag)) return payload;
    reply.code(304).removeHeader("Content-Length");
    return "";
  });
}

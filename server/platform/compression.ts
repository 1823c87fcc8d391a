/**
 * Answers made on a request (the API's JSON, pages the server fills in, the RSS feed) are
 * compressed by @fastify/compress, as a stream on zlib's worker threads. Files of a built site
 * were compressed when the site was built or its release made (server/site/precompress.ts) and are
 * sent as stored, with their own length and ETag; the plugin leaves an answer that already has a
 * Content-Encoding alone. A request never waits for a whole file to be compressed.
 */
import compressPlugin from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onSendHookHandler } from "fastify";

/** The types worth compressing: text, scripts, JSON, feeds, SVG. */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|rss\+xml|ld\+json)|image\/svg\+xml)/;

/** Below this size compressing saves nothing worth the time, on a request or ahead of one. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Vary names Accept-Encoding on every compressible answer, compressed or not (too small, or the
 * client takes none): a cache keyed on the address alone would give one client's bytes to another.
 * It also spells it once: the plugin adds a lower-case `accept-encoding` only when it compresses.
 */
function varyOnEncoding(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  if (COMPRESSIBLE.test(String(reply.getHeader("Content-Type") ?? ""))) {
    const others = String(reply.getHeader("Vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && name.toLowerCase() !== "accept-encoding");
    reply.header("Vary", ["Accept-Encoding", ...others].join(", "));
  }
  done(null, payload);
}

/** Registers the plugin for every route registered after this, and Vary after the plugin's own hook. */
export async function installCompression(app: FastifyInstance) {
  // Request bodies sent compressed are inflated too, with the body limit applied to the result.
  await app.register(compressPlugin, { encodings: ["br", "gzip"], customTypes: COMPRESSIBLE, threshold: COMPRESS_MIN_BYTES });
  // Route-level onSend hooks run after the app's, in the order added: this one follows the plugin's.
  app.addHook("onRoute", (route: RouteOptions) => {
    const hooks = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...hooks, varyOnEncoding as onSendHookHandler];
  });
}

/**
 * A request refused before its body was read (401 at the console's door, 413 by Content-Length, 429
 * at the rate limit) is answered at once, and its body is then read and thrown away on the same
 * connection, up to DRAIN_MAX_BYTES, instead of the connection being closed under it. A proxy in
 * front (Caddy) sends the whole body before it passes the answer on; a server that closed while the
 * body was still coming made the proxy answer 502 instead of the refusal (measured: behind Caddy
 * 2.6, 2 to 6 of 60 large refused bodies sent six at a time). Past the cap the connection is closed
 * after the answer, as before: no client of this site sends that much.
 */
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";

/** The largest upload (a 20 MB PDF) with room for its multipart wrapping. */
export const DRAIN_MAX_BYTES = 25 * 1024 * 1024;

const hasUnreadBody = (raw: IncomingMessage) =>
  !raw.complete && !raw.destroyed && (Number(raw.headers["content-length"]) > 0 || raw.headers["transfer-encoding"] !== undefined);

/** Reads the rest of `raw` and discards it; past `max` bytes, ends the connection. */
function discardRest(raw: IncomingMessage, max: number) {
  let read = 0;
  raw.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > max) raw.socket?.destroy();
  });
  raw.resume();
}

export function installRefusedBodyDraining(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    if (reply.statusCode < 400 || !hasUnreadBody(raw)) return payload;
    const declared = Number(raw.headers["content-length"]);
    if (declared > DRAIN_MAX_BYTES) {
      reply.header("Connection", "close");
      return payload;
    }
    // Fastify closes the connection after a body it refused; the rest is read and dropped instead.
    reply.removeHeader("Connection");
    discardRest(raw, DRAIN_MAX_BYTES);
    return payload;
  });
}

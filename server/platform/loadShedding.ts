/**
 * Past capacity, answer at once instead of queueing: when the event loop's mean delay (or the
 * heap) is over its limit, new requests get 503 with Retry-After and a short message until it
 * recovers, which it does by itself once the loop catches up. Requests already accepted run to
 * the end, so an acknowledged submission is stored. Health routes are never shed: a monitor must
 * see the real state, and a load balancer must not take a busy server for a dead one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import underPressure from "@fastify/under-pressure";
import type { ServerConfig } from "./config";
import { englishText } from "./language";

export const OVERLOADED = englishText("overloaded");
const NEVER_SHED = /^\/api\/health(?:[/?]|$)/;

export async function installLoadShedding(app: FastifyInstance, settings: ServerConfig["shedding"], onShed: () => void) {
  if (!settings.maxEventLoopDelayMs && !settings.maxHeapUsedBytes) return;
  // Start-up work (migrations, the site's scan, compiling pages) holds the loop up before the server
  // listens, and the first samples still carry it: that is not load, so shedding waits for two
  // samples taken after listening.
  let armed = false;
  app.addHook("onListen", async () => {
    setTimeout(() => (armed = true), 2 * settings.sampleIntervalMs).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterS,
    // The plugin sends what this returns and stops there (its documented contract; its types say
    // void). Calling reply.send here instead would let the route run too: with an async
    // preSerialization hook the reply is not yet sent when the plugin moves on, and the route's
    // answer went out under the 503.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (!armed || NEVER_SHED.test(request.url)) return undefined;
      onShed();
      reply.code(503).header("Retry-After", String(settings.retryAfterS)).header("Cache-Control", "no-store");
      return { message: OVERLOADED };
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}

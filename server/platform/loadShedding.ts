/**
 * Past capacity, answer at once instead of queueing: when the event loop's mean delay (or the
 * heap) is over its limit, new requests get 503 with Retry-After and a short message until it
 * recovers, which it does by itself once the loop catches up. Requests already accepted run to
 * the end, so an acknowledged submission is stored. Health routes are never shed: a monitor must
 * see the real state, and a load balancer must not take a busy server for a dead one.
 */
import type { FastifyInstance } from "fastify";
import underPressure from "@fastify/under-pressure";
import type { ServerConfig } from "./config";
import { englishText } from "./language";

export const OVERLOADED = englishText("overloaded");
const NEVER_SHED = /^\/api\/health(?:[/?]|$)/;

export async function installLoadShedding(app: FastifyInstance, settings: ServerConfig["shedding"], onShed: () => void) {
  if (!settings.maxEventLoopDelayMs && !settings.maxHeapUsedBytes) return;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterS,
    pressureHandler: (request, reply) => {
      if (NEVER_SHED.test(request.url)) return undefined;
      onShed();
      // Answered here; Fastify runs nothing more for a request whose reply was sent in onRequest.
      reply.code(503).header("Retry-After", String(settings.retryAfterS)).header("Cache-Control", "no-store").send({ message: OVERLOADED });
      return undefined;
    },
  });
}

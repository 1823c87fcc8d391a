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

/** The 503 every refused request gets. */
function refuse(reply: FastifyReply, retryAfterS: number) {
  return reply.code(503).header("Retry-After", String(retryAfterS)).header("Cache-Control", "no-store").send({ message: OVERLOADED });
}

/**
 * Each turn of the event loop takes every request that arrived while the last turn ran. Once a turn
 * has run for `budgetMs`, the rest of its requests are refused: turns stay short however many
 * arrive, so an accepted request waits at most about two turns. A delay averaged over a sample
 * reacts only after a whole sample's queue has been let in.
 */
function installTurnBudget(app: FastifyInstance, budgetMs: number, armed: () => boolean, onShed: () => void, retryAfterS: number) {
  let turnStart = -1;
  const endTurn = () => {
    turnStart = -1;
  };
  app.addHook("onRequest", (request, reply, done) => {
    const now = performance.now();
    if (turnStart < 0) {
      turnStart = now;
      setImmediate(endTurn);
    } else if (now - turnStart > budgetMs && armed() && !NEVER_SHED.test(request.url)) {
      onShed();
      refuse(reply, retryAfterS);
      return;
    }
    done();
  });
}

export async function installLoadShedding(app: FastifyInstance, settings: ServerConfig["shedding"], onShed: () => void) {
  if (!settings.maxEventLoopDelayMs && !settings.maxHeapUsedBytes && !settings.turnBudgetMs) return;
  // Start-up work (migrations, the site's scan, compiling pages) holds the loop up before the server
  // listens, and the first samples still carry it: that is not load, so shedding waits for two
  // samples taken after listening.
  let armed = false;
  app.addHook("onListen", async () => {
    setTimeout(() => (armed = true), 2 * settings.sampleIntervalMs).unref();
  });
  if (settings.turnBudgetMs) installTurnBudget(app, settings.turnBudgetMs, () => armed, onShed, settings.retryAfterS);
  if (!settings.maxEventLoopDelayMs && !settings.maxHeapUsedBytes) return;
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

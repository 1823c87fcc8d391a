/**
 * Past capacity, answer at once instead of queueing. A request is refused (503, Retry-After, a
 * short message) only when the server could not have answered it in time: its event loop has been
 * saturated for a whole window AND work is piling up (this request waited behind others read in
 * the same turn of the loop, or too many accepted requests are still unanswered). One long task,
 * a start-up, a build at low priority or another process's CPU use saturates neither for long, so
 * none of them refuses a visitor. The refusal is the first hook, before any other work, so it costs
 * a small fraction of an answer. Requests already accepted run to the end, so an acknowledged
 * submission is stored. Never refused: health (a monitor must see the real state, a load balancer
 * must not take a busy server for a dead one) and the build's static files (a refused script leaves
 * the page without React; serving one from disk costs little).
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServerConfig } from "./config";
import { englishText } from "./language";

export const OVERLOADED = englishText("overloaded");
const HEALTH = /^\/api\/health(?:[/?]|$)/;
/** Scripts, styles, faces, images and source maps of the build, and Gatsby's hashed /static/ files. */
const STATIC_FILE = /^(?:\/static\/[^?]*|[^?]*\.(?:js|mjs|css|map|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico))(?:\?|$)/i;

/** Whether a request is never refused, however busy the server is. */
export function neverShed(url: string): boolean {
  return HEALTH.test(url) || STATIC_FILE.test(url);
}

/** The 503 every refused request gets. */
function refuse(reply: FastifyReply, retryAfterS: number) {
  return reply.code(503).header("Retry-After", String(retryAfterS)).header("Cache-Control", "no-store").send({ message: OVERLOADED });
}

/**
 * Samples the loop four times a window: its utilisation (saturated when every sample of the window
 * is at or past `threshold`), and its worst delay over the window (how long a request that
 * arrives now may wait before the loop reads it; a delay shows only once the histogram's own timer
 * has run after it, so one sample alone can miss the block just before a request).
 */
function watchLoop(windowMs: number, threshold: number, maxHeapUsedBytes: number) {
  const SAMPLES = 4;
  const intervalMs = Math.max(10, Math.round(windowMs / SAMPLES));
  const samples: boolean[] = [];
  let previous = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const maxima: number[] = [];
  let heapOver = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    samples.push(performance.eventLoopUtilization(now, previous).utilization >= threshold);
    if (samples.length > SAMPLES) samples.shift();
    previous = now;
    maxima.push(delay.max / 1e6);
    if (maxima.length > SAMPLES) maxima.shift();
    delay.reset();
    heapOver = maxHeapUsedBytes > 0 && process.memoryUsage().heapUsed > maxHeapUsedBytes;
  }, intervalMs);
  timer.unref();
  return {
    saturated: () => heapOver || (samples.length === SAMPLES && samples.every(Boolean)),
    lagMs: () => Math.max(delay.max / 1e6, ...maxima),
    stop: () => {
      clearInterval(timer);
      delay.disable();
    },
  };
}

export function installLoadShedding(app: FastifyInstance, settings: ServerConfig["shedding"], onShed: () => void) {
  if (!settings.enabled) return;
  // Sampling starts when the server listens: the start-up work before it is not load.
  let loop: ReturnType<typeof watchLoop> | undefined;
  app.addHook("onListen", async () => {
    loop = watchLoop(settings.windowMs, settings.loopUtilisation, settings.maxHeapUsedBytes);
  });
  app.addHook("onClose", async () => loop?.stop());

  // Each turn of the event loop takes every request that arrived while the last turn ran: a request
  // read `now - turnStart` into the turn has waited that long behind the others, on top of the
  // loop's recent delay.
  let turnStart = -1;
  const endTurn = () => {
    turnStart = -1;
  };
  let inFlight = 0;
  app.addHook("onRequest", (request, reply, done) => {
    const now = performance.now();
    if (turnStart < 0) {
      turnStart = now;
      setImmediate(endTurn);
    }
    if (!neverShed(request.url) && loop?.saturated() && (now - turnStart + loop.lagMs() > settings.queueWaitMs || inFlight >= settings.maxInFlight)) {
      onShed();
      refuse(reply, settings.retryAfterS);
      return;
    }
    inFlight += 1;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      inFlight -= 1;
    };
    reply.raw.once("close", finish);
    done();
  });
}

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
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config";
import { englishText } from "./language";
import { Refusal } from "./refusal";

export const OVERLOADED = englishText("overloaded");
const HEALTH = /^\/api\/health(?:[/?]|$)/;
/** Scripts, styles, faces, images and source maps of the build, and Gatsby's hashed /static/ files. */
const STATIC_FILE = /^(?:\/static\/[^?]*|[^?]*\.(?:js|mjs|css|map|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico))(?:\?|$)/i;

/** Whether a request is never refused, however busy the server is. */
export function neverShed(url: string): boolean {
  return HEALTH.test(url) || STATIC_FILE.test(url);
}

/** The 503 every request refused for want of capacity gets (shed here, or refused by a full worker pool). */
export const overloaded = (retryAfterS: number) =>
  new Refusal(503, { message: OVERLOADED }, { "Retry-After": String(retryAfterS), "Cache-Control": "no-store" });

/**
 * Samples the loop four times a window: its utilisation (saturated when every sample of the window
 * is at or past `threshold`), and the delay the loop kept over the window: the second worst of the
 * samples' delays, so one long task (one sample's) does not count, a loop held up again and again
 * does (how long a request that arrives now waits before the loop reads it).
 */
function watchLoop(windowMs: number, threshold: number, maxHeapUsedBytes: number) {
  const SAMPLES = 4;
  const intervalMs = Math.max(10, Math.round(windowMs / SAMPLES));
  const samples: boolean[] = [];
  const delays: number[] = [];
  let previous = performance.eventLoopUtilization();
  let due = performance.now() + intervalMs;
  let heapOver = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    samples.push(performance.eventLoopUtilization(now, previous).utilization >= threshold);
    previous = now;
    // How late this sample's own timer ran: how long the loop was held up before it.
    const at = performance.now();
    delays.push(Math.max(0, at - due));
    due = at + intervalMs;
    if (samples.length > SAMPLES) samples.shift();
    if (delays.length > SAMPLES) delays.shift();
    heapOver = maxHeapUsedBytes > 0 && process.memoryUsage().heapUsed > maxHeapUsedBytes;
  }, intervalMs);
  timer.unref();
  return {
    saturated: () => heapOver || (samples.length === SAMPLES && samples.every(Boolean)),
    lagMs: () => [...delays].sort((x, y) => y - x)[1] ?? 0,
    stop: () => clearInterval(timer),
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
  // delay the loop has kept over the window.
  let turnStart = -1;
  const endTurn = () => {
    turnStart = -1;
  };
  // A new connection's first request waited from when the server accepted it: past capacity, the
  // queue is in the sockets the loop has not read yet, not in the turn.
  const acceptedAt = new WeakMap<object, number>();
  app.server.on("connection", (socket) => acceptedAt.set(socket, performance.now()));
  let inFlight = 0;
  app.addHook("onRequest", (request, reply, done) => {
    const now = performance.now();
    if (turnStart < 0) {
      turnStart = now;
      setImmediate(endTurn);
    }
    const socket = request.raw.socket;
    const sinceAccept = now - (acceptedAt.get(socket) ?? now);
    acceptedAt.delete(socket);
    const waitedMs = Math.max(sinceAccept, now - turnStart + (loop?.lagMs() ?? 0));
    if (!neverShed(request.url) && loop?.saturated() && (waitedMs > settings.queueWaitMs || inFlight >= settings.maxInFlight)) {
      onShed();
      done(overloaded(settings.retryAfterS));
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

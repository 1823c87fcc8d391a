/**
 * A pool of worker threads for heavy work (server/platform/heavyWork.ts), so a content save's checks
 * or a calendar file never hold up the event loop that answers every other visitor. Its queue is
 * bounded: past it a task is refused with `PoolFull`, which the server answers 503 with Retry-After
 * like any overload. One thread fewer than the machine's cores (at least one): the event loop keeps
 * a core.
 */
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { HeavyWork } from "./heavyWork";

/** Tasks waiting for a thread beyond which new ones are refused. */
const MAX_QUEUE = 64;

let pool: Piscina | undefined;

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: path.join(__dirname, "heavyWork.worker.cjs"),
    minThreads: 1,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    maxQueue: MAX_QUEUE,
    idleTimeout: 60_000,
  });
  return pool;
}

/** Thrown when the pool's queue is full: the server is past capacity. */
export class PoolFull extends Error {
  constructor() {
    super("the worker pool's queue is full");
  }
}

/** Runs `name` from heavyWork on a worker thread. */
export async function runHeavy<K extends keyof HeavyWork>(name: K, ...args: Parameters<HeavyWork[K]>): Promise<ReturnType<HeavyWork[K]>> {
  const current = poolOf();
  if (current.queueSize >= MAX_QUEUE) throw new PoolFull();
  return current.run({ name, args });
}

/** Starts a thread and loads the tasks' modules, off the event loop, so the first task is quick. */
export function warmHeavyWork() {
  runHeavy("warm").catch(() => undefined);
}

/** Ends the threads (the server closes); a later task starts a new pool. */
export async function closeHeavyWork() {
  const ending = pool;
  pool = undefined;
  await ending?.destroy();
}

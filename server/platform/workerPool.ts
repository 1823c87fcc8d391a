/**
 * A pool of worker threads for heavy work, so a content save's checks or a calendar file never hold
 * up the event loop that answers every other visitor. A feature names its task as a module and an
 * export of it (a `WorkerTask`), so the pool knows no feature. Its queue is
 * bounded: past it a task is refused with `PoolFull`, which the server answers 503 with Retry-After
 * like any overload. One thread fewer than the machine's cores (at least one): the event loop keeps
 * a core.
 */
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";

/** Tasks waiting for a thread beyond which new ones are refused. */
const MAX_QUEUE = 64;

let pool: Piscina | undefined;

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: path.join(__dirname, "workerThread.cjs"),
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

/** A function a worker thread runs: the absolute path of its module and the name of its export. Arguments and results are plain data (copied between threads). */
export type WorkerTask<F extends (...args: never[]) => unknown> = { module: string; name: string; readonly fn?: F };

/** Names `module`'s export `name` as a task for the pool; `F` is that export's type. */
export const workerTask = <F extends (...args: never[]) => unknown>(module: string, name: string): WorkerTask<F> => ({ module, name });

/** Runs `task` on a worker thread. */
export async function runHeavy<F extends (...args: never[]) => unknown>(task: WorkerTask<F>, ...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> {
  const current = poolOf();
  if (current.queueSize >= MAX_QUEUE) throw new PoolFull();
  return current.run({ module: task.module, name: task.name, args });
}

/** Starts a thread and loads the tasks' modules, off the event loop, so the first task is quick. */
export function warmHeavyWork(tasks: ReadonlyArray<{ module: string }>) {
  for (const module of new Set(tasks.map((task) => task.module))) poolOf().run({ module, name: "", args: [] }).catch(() => undefined);
}

/** Ends the threads (the server closes); a later task starts a new pool. */
export async function closeHeavyWork() {
  const ending = pool;
  pool = undefined;
  await ending?.destroy();
}

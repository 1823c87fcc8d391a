/**
 * Results worth computing once per key (a rendered view, a calendar file): kept in an LRU cache,
 * and while one is being computed, other requests for the same key wait for that computation
 * instead of starting their own. A failed computation is not kept, so the next request tries again.
 */
import { LRUCache } from "lru-cache";

export type KeptResults<V extends NonNullable<unknown>> = {
  /** The kept result of `key`, if any (one being computed is not). */
  peek(key: string): V | undefined;
  /** The kept result of `key`, else the one being computed, else `compute()`'s, kept once it resolves. */
  get(key: string, compute: () => Promise<V>): Promise<V>;
};

export function createKeptResults<V extends NonNullable<unknown>>(options: LRUCache.Options<string, V, unknown>): KeptResults<V> {
  const kept = new LRUCache<string, V>(options);
  const computing = new Map<string, Promise<V>>();
  return {
    peek: (key) => kept.get(key),
    async get(key, compute) {
      const ready = kept.get(key) ?? computing.get(key);
      if (ready) return ready;
      const result = compute();
      computing.set(key, result);
      try {
        const done = await result;
        kept.set(key, done);
        return done;
      } finally {
        computing.delete(key);
      }
    },
  };
}

import { useCallback, useEffect, useMemo, useRef } from "react";
import { obtainSolution, type SolvedCheck } from "../lib/botCheck/obtainSolution";

/** A solution is renewed this long before its challenge expires, so one is always ready. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export type BotChallenge = {
  /**
   * The `altcha` value for one submission. Usually ready long before the visitor sends; waits
   * out the rest of the server's minimum time when a form was filled in very fast (autofill).
   * Rejects when the check cannot be done (no connection, no workers).
   */
  take: () => Promise<string>;
  /** Drops the current solution and starts a new one (after a refusal or a failure). */
  restart: () => void;
};

type Pending = { promise: Promise<SolvedCheck>; controller: AbortController; renew?: ReturnType<typeof setTimeout> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The forms' server-verified bot check: a challenge is fetched and solved in a worker as soon as
 * the form is on screen, so it is done while the visitor types and nobody waits or sees it.
 * Each solution is used once; the next one is prepared right after.
 */
export function useBotChallenge(obtain: (signal: AbortSignal) => Promise<SolvedCheck> = obtainSolution): BotChallenge {
  const pending = useRef<Pending | null>(null);
  const obtainRef = useRef(obtain);

  const drop = useCallback(() => {
    const current = pending.current;
    pending.current = null;
    if (!current) return;
    clearTimeout(current.renew);
    current.controller.abort();
  }, []);

  const restart = useCallback(() => {
    drop();
    const controller = new AbortController();
    const entry: Pending = { controller, promise: obtainRef.current(controller.signal) };
    pending.current = entry;
    entry.promise.then(
      (solved) => {
        if (pending.current !== entry) return;
        // A visitor may keep the form open longer than a challenge lives: renew it in time.
        entry.renew = setTimeout(restart, Math.max(0, solved.expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now()));
      },
      () => {}, // reported by take(), when the visitor sends
    );
  }, [drop]);

  useEffect(() => {
    restart();
    return drop;
  }, [restart, drop]);

  const take = useCallback(async () => {
    if (!pending.current) restart();
    const entry = pending.current as Pending;
    let solved: SolvedCheck;
    try {
      solved = await entry.promise;
    } catch (error) {
      // The next attempt starts over instead of meeting the same failure.
      if (pending.current === entry) pending.current = null;
      throw error;
    }
    if (Date.now() >= solved.expiresAt) {
      restart();
      return take();
    }
    const wait = solved.readyAt - Date.now();
    if (wait > 0) await sleep(wait);
    // Spent: the next submission gets a new one, solved in the background from now on.
    if (pending.current === entry) restart();
    return solved.payload;
  }, [restart]);

  return useMemo(() => ({ take, restart }), [take, restart]);
}

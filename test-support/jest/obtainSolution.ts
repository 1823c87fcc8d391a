/**
 * Stands in for src/lib/botCheck/obtainSolution.ts under Jest, which has neither the server that
 * issues challenges nor Web Workers (nor `import.meta`, which the real module needs to bundle its
 * worker). It answers at once, as the browser does by the time a person sends a form; the real
 * fetch-and-solve runs in the browser tests (e2e/forms.spec.ts) against the real server.
 * Tests of what the forms do when the check fails pass their own `obtain` to useBotChallenge.
 */
import type { SolvedCheck } from "../../src/lib/botCheck/obtainSolution";

export type { SolvedCheck };

export const JEST_BOT_CHECK = "solved-bot-check";

export async function obtainSolution(): Promise<SolvedCheck> {
  const now = Date.now();
  return { payload: JEST_BOT_CHECK, readyAt: now, expiresAt: now + 10 * 60_000 };
}

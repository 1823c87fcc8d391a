/**
 * Solves the forms' bot-check challenge (ALTCHA v2, PBKDF2/SHA-256 in WebCrypto) off the main
 * thread, so the page stays responsive while the visitor types. Receives `{ challenge }`,
 * answers `{ solution }` or `{ error }`. Everything it needs is bundled into this one file:
 * it loads no other script and calls no server.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

type Scope = {
  onmessage: ((event: MessageEvent<{ challenge: Challenge }>) => void) | null;
  postMessage: (message: unknown) => void;
};
const scope = self as unknown as Scope;

/** Longer than any real solve (about a second); a stuck solve is reported, not waited for. */
const SOLVE_TIMEOUT_MS = 60_000;

scope.onmessage = async (event) => {
  try {
    const solution = await solveChallenge({ challenge: event.data.challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    scope.postMessage(solution ? { solution } : { error: "The check took too long." });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};

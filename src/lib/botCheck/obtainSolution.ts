import type { Challenge, Solution } from "altcha-lib";
import { requestJson } from "../api/client";
import { API_PATHS, apiUrl } from "../api/paths";

/** A solved bot check, ready to send in the form's `altcha` field. */
export type SolvedCheck = {
  payload: string;
  /** This browser's clock: not sent before (the server refuses forms filled in under 3 s)... */
  readyAt: number;
  /** ...nor after its challenge expired. */
  expiresAt: number;
};

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

function solveInWorker(challenge: Challenge, signal: AbortSignal): Promise<Solution> {
  return new Promise((resolve, reject) => {
    // A file of its own in the build (webpack bundles the worker from this URL): allowed by the
    // pages' `worker-src 'self'` and `script-src 'self'`, no inline code, no eval.
    const worker = new Worker(new URL("./solver.worker.ts", import.meta.url));
    const finish = () => {
      worker.terminate();
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(new DOMException("Aborted", "AbortError"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<{ solution?: Solution; error?: string }>) => {
      finish();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error || "The check could not be solved."));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || "The check could not run in this browser."));
    };
    worker.postMessage({ challenge });
  });
}

/**
 * Fetches a challenge from GET /api/challenge and solves it in a Web Worker. The times it
 * returns are on this browser's clock, measured from when the challenge arrived, so a clock that
 * differs from the server's does not matter.
 */
export async function obtainSolution(signal: AbortSignal): Promise<SolvedCheck> {
  const challenge = await requestJson<Challenge>(apiUrl(API_PATHS.challenge), { signal });
  const receivedAt = Date.now();
  const data = challenge?.parameters?.data ?? {};
  const issuedAt = Number(data.issuedAt);
  const notBefore = Number(data.notBefore);
  const expiresAt = Number(data.expiresAt);
  const solution = await solveInWorker(challenge, signal);
  return {
    payload: base64(JSON.stringify({ challenge, solution })),
    readyAt: receivedAt + (Number.isFinite(notBefore - issuedAt) ? Math.max(0, notBefore - issuedAt) : 0),
    expiresAt: Number.isFinite(expiresAt - issuedAt) ? receivedAt + (expiresAt - issuedAt) : receivedAt + 10 * 60_000,
  };
}

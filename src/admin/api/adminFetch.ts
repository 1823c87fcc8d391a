/**
 * The console's one way to call /api/admin: JSON in and out, the session cookie sent along.
 * A 401 means the session has ended (idle, expired, signed out elsewhere, account disabled): the
 * listeners (the session provider) are told, which puts the sign-in form over the screen; after
 * signing in again the person is where they were, with what they had typed still there.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** The whole parsed answer, for callers whose errors have another shape (the content API's list). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export const NETWORK_ERROR = "The server could not be reached. Check your connection and try again.";
export const UNEXPECTED_ERROR = "Something went wrong on our side. Please try again later.";

/** What the console says of a failed call: the server's own sentence, or that something went wrong. */
export const failureMessage = (failure: unknown): string => (failure instanceof AdminApiError ? failure.message : UNEXPECTED_ERROR);

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Subscribes to "the session has ended" (a 401 from any admin call); returns the unsubscribe. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export type AdminFetchOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  /** The sign-in call itself answers 401 for a wrong password: that is not an ended session. */
  signInCall?: boolean;
  signal?: AbortSignal;
};

/** `path` is below /api/admin, e.g. "/staff" or "/audit?page=2". Resolves with the parsed body (undefined for 204). */
export async function adminFetch<T>(path: string, { method = "GET", json, signInCall = false, signal }: AdminFetchOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(json !== undefined ? { "Content-Type": "application/json" } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new AdminApiError(0, NETWORK_ERROR);
  }
  if (response.status === 204) return undefined as T;
  let body: { message?: unknown; errors?: Record<string, string> } | undefined;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) return body as T;
  if (response.status === 401 && !signInCall) unauthorizedListeners.forEach((listener) => listener());
  const message = typeof body?.message === "string" ? body.message : UNEXPECTED_ERROR;
  throw new AdminApiError(response.status, message, body?.errors ?? {}, body);
}

import { langFromPath, type Lang } from "../../../contract/i18n/locales";
import { apiUrl } from "./paths";

export { API_BASE_URL, API_PATHS, apiUrl } from "./paths";

/**
 * The one way the site talks to its API: JSON in and out, at the addresses in
 * paths.ts.
 */

/** What a request that never got an answer fails with (status 0); the forms say it in the edition's words. */
export const TIMED_OUT = "The server took too long to answer. Please check your connection and try again.";
export const UNREACHABLE = "Could not reach the server. Please check your connection and try again.";

/** A request that has not answered by then fails with a clear error instead of spinning forever. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * What a failed call throws: the server's response body ("the server's response
 * body is rethrown"), made a real Error whose `message` is the body's message when it has one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type ApiRequestOptions = {
  method?: "GET" | "POST";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Fetches any JSON URL with the timeout and error shape of apiRequest, without logging: callers
 * outside the API (the video gallery, which may call YouTube directly) log in their own words.
 */
export async function requestJson<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, headers, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onCallerAbort = () => timeout.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: "application/json",
          ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: timeout.signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      const message = timeout.signal.aborted ? TIMED_OUT : UNREACHABLE;
      throw new ApiError(message, 0, null);
    }
    const parsed = await readBody(response);
    if (!response.ok) {
      throw new ApiError(
        messageOf(parsed) ?? `Request failed (${response.status})`,
        response.status,
        parsed,
      );
    }
    return parsed as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

/** The edition of the page the visitor is on (English outside a browser). */
export const editionLang = (): Lang => (typeof window === "undefined" ? "en" : langFromPath(window.location.pathname));

/**
 * Calls `${API_BASE_URL}/${path}`; resolves with the parsed JSON body of a 2xx answer. It says
 * which edition asks (`Accept-Language`), so the server's messages come in the page's language.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = apiUrl(path);
  try {
    return await requestJson<T>(url, { ...options, headers: { "Accept-Language": editionLang(), ...options.headers } });
  } catch (error) {
    if (!options.signal?.aborted) console.error(`API ${options.method ?? "GET"} ${url} failed`, error);
    throw error;
  }
}

/** True when the error only means the caller cancelled the request (unmount, newer request). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * What a screen shows for a failed call: the server's own message, a clear
 * network/timeout sentence, or the screen's fallback when the server said nothing useful.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    return messageOf(error.body) ?? fallback;
  }
  return fallback;
}

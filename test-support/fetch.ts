/**
 * Network-boundary helpers for Jest tests: fetch is spied on and answers with real Response objects
 * (the test environment gives jsdom Node's fetch API, see test-support/jest/jsdom-environment.js).
 */

/** A real JSON Response: body first, status second (200 unless given). */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Spies on fetch, for tests that answer call by call (if fetch is missing, a placeholder that fails loudly). */
export function spyOnFetch() {
  if (typeof globalThis.fetch !== "function") {
    Object.defineProperty(globalThis, "fetch", {
      value: () => Promise.reject(new Error("fetch was called without a mocked answer")),
      writable: true,
      configurable: true,
    });
  }
  return jest.spyOn(globalThis, "fetch");
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

export function mockFetch(handler: Handler) {
  return jest
    .spyOn(global, "fetch")
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init));
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchSpy: jest.SpyInstance, call = 0): unknown {
  const init = fetchSpy.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body));
}

/** A header the n-th fetch call sent. */
export function sentHeader(fetchSpy: jest.SpyInstance, name: string, call = 0): string | undefined {
  const init = fetchSpy.mock.calls[call][1] as RequestInit;
  return (init.headers as Record<string, string>)[name];
}

/** A fetch that never answers until the returned `resolve` is called (or the request is aborted). */
export function deferredResponse(init?: RequestInit) {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((res, reject) => {
    resolve = res;
    init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
  });
  return { promise, resolve };
}

/**
 * A news item as the API answers it in the site's shape (GET /api/news?shape=site), numbered so lists
 * are easy to tell apart.
 */
export function siteNews(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `id-${n}`,
    slug: `news-item-${n}`,
    title: `News item ${n}`,
    summary: `Excerpt of item ${n}.`,
    body: `<p>Body of item ${n}.</p>`,
    image: { url: `/media/news/${n}.jpg`, width: null, height: null, variants: [] },
    lang: "en",
    url: `/news/news-item-${n}`,
    publishedAt: "2025-03-05T10:00:00.000Z",
    createdAt: "2025-03-04T10:00:00.000Z",
    link: null,
    author: { name: "QWP Press Office", image: null, email: "press@qwp.org.pk" },
    category: "Party Affairs",
    ...overrides,
  };
}

/** Network-boundary helpers for tests: fetch answers with real Response objects. */

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

export function mockFetch(handler: Handler) {
  return jest
    .spyOn(global, "fetch")
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init));
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

/** A server-shaped news item (SPEC section 3), numbered so lists are easy to tell apart. */
export function rawNews(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `id-${n}`,
    title: `News item ${n}`,
    slug: `news-item-${n}`,
    thumbnail: `/media/news/${n}.jpg`,
    excerpt: `Excerpt of item ${n}.`,
    content: `<p>Body of item ${n}.</p>`,
    link: null,
    publishedAt: "2025-03-05T10:00:00.000Z",
    createdAt: "2025-03-04T10:00:00.000Z",
    author: { name: "QWP Press Office", image: null, email: "press@qwp.org.pk" },
    category: { name: "Party Affairs" },
    ...overrides,
  };
}

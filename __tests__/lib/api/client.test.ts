import { API_PATHS, ApiError, apiRequest, requestJson } from "../../../src/lib/api/client";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it("has the API's paths, the news ones asking for the site's shape", () => {
  expect(API_PATHS.newsPage(2)).toBe("news?page=2&shape=site");
  expect(API_PATHS.latestNews()).toBe("news/latest?shape=site");
  expect(API_PATHS.latestNews("en")).toBe("news/latest?shape=site");
  // An Urdu or Pashto edition lists its own language's articles only.
  expect(API_PATHS.latestNews("ur")).toBe("news/latest?shape=site&lang=ur&only=lang");
  expect(API_PATHS.newsPage(2, "ps")).toBe("news?page=2&shape=site&lang=ps&only=lang");
  expect(API_PATHS.newsPage(2, "en")).toBe("news?page=2&shape=site");
  expect(API_PATHS.newsItem("abc")).toBe("news/abc?shape=site");
  expect([API_PATHS.contacts, API_PATHS.joinQwp, API_PATHS.services, API_PATHS.products]).toEqual([
    "contacts",
    "join-qwp",
    "services",
    "products",
  ]);
});

it("POSTs JSON and resolves with the parsed answer (the forms' signature)", async () => {
  const fetch = mockFetch(() => jsonResponse({ message: "Thanks" }, 201));
  await expect(apiRequest<{ message: string }>("contacts", { method: "POST", body: { a: 1 } })).resolves.toEqual({
    message: "Thanks",
  });
  const [url, init] = fetch.mock.calls[0];
  expect(url).toBe("/api/contacts");
  expect(init).toMatchObject({ method: "POST", body: '{"a":1}' });
  expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
});

it("times out a request that never answers, with a clear message", async () => {
  jest.useFakeTimers();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(global, "fetch").mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))),
      ),
  );
  const pending = apiRequest("news/latest", { timeoutMs: 1000 }).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(1000);
  const error = await pending;
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toMatch(/took too long/);
  expect(console.error).toHaveBeenCalled();
});

it("does not log when the caller cancelled", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(global, "fetch").mockRejectedValue(new DOMException("Aborted", "AbortError"));
  const controller = new AbortController();
  controller.abort();
  await expect(apiRequest("news/latest", { signal: controller.signal })).rejects.toThrow();
  expect(log).not.toHaveBeenCalled();
});

it("requestJson reaches any URL and keeps the server's body on failure", async () => {
  mockFetch(() => new Response("upstream down", { status: 502 }));
  await expect(requestJson("https://example.com/x")).rejects.toMatchObject({ status: 502, body: "upstream down" });
});

it("tells the server which edition asks (Accept-Language), English outside /ur and /ps", async () => {
  const fetch = mockFetch(() => jsonResponse({ message: "ok" }));
  const languageOf = (call: number) => (fetch.mock.calls[call][1]?.headers as Record<string, string>)["Accept-Language"];
  await apiRequest("news");
  window.history.pushState({}, "", "/ur/join-qwp");
  await apiRequest("join-qwp", { method: "POST", body: {} });
  window.history.pushState({}, "", "/ps/news/x");
  await apiRequest("news/x");
  window.history.pushState({}, "", "/");
  expect([languageOf(0), languageOf(1), languageOf(2)]).toEqual(["en", "ur", "ps"]);
});

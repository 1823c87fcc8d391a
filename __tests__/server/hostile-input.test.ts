/**
 * @jest-environment node
 *
 * No input gets a 5xx: every route the server answers under /api, called by a signed-in admin with
 * hostile bodies, path parameters and query strings (wrong types, arrays where objects belong,
 * huge numbers, NUL, lone surrogates, prototype keys), answers 4xx in the one error shape. The
 * routes come from the app itself, so a new route is covered the day it is registered.
 */
import { CONTENT_OFF } from "../../server/content/contentRoutes";
import { PUBLISHING_OFF } from "../../server/publish/publishRoutes";
import { createStaffAccount, createTestApp, signIn, type TestResponse } from "../../test-support/server";

jest.setTimeout(180_000);

const PASSWORD = "correct horse battery staple 42";

/** A test server runs without publishing and content editing, which answer 503 saying so whatever is sent. */
const SWITCHED_OFF = [PUBLISHING_OFF, CONTENT_OFF];

const HOSTILE_BODIES: Array<[string, string]> = [
  ["an array", "[1,2,3]"],
  ["a string", '"text"'],
  ["a number", "1e308"],
  ["null", "null"],
  ["an array in every field", '{"name":[1],"email":[[]],"title":{"a":1},"status":[],"role":{},"code":[],"data":[],"revision":[],"note":[1]}'],
  ["huge numbers", '{"imageId":1e400,"sortOrder":123456789012345678901234567890,"yearOfBirth":-1e308,"pricePkr":1e308}'],
  ["NUL and lone surrogates", '{"name":"a\\u0000b","title":"\\ud800","email":"\\udfff@x","status":"\\u0000","note":"\\ud83d","q":"\\u0000"}'],
  ["booleans for text", '{"name":true,"title":false,"email":true,"password":true,"code":true,"status":true,"disabled":"yes","role":true}'],
  ["__proto__", '{"__proto__":{"polluted":true},"name":"x"}'],
  ["constructor.prototype", '{"constructor":{"prototype":{"polluted":true}}}'],
];

const HOSTILE_PATHS = ["%00", "%ED%A0%80", "-1", "1e308", "99999999999999999999999", "constructor", "__proto__", "a".repeat(250)];
const HOSTILE_QUERIES = ["page=-1", "page=1e308", "page=%00", "page=1&page=2", "page[]=1", "lang=%ED%A0%80", "status=%00", "q=%00", "pageToken=%00", "from=2026-02-30", "__proto__=1"];

type Route = { method: string; url: string };

describe("hostile input", () => {
  const routes: Route[] = [];
  let server: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  beforeAll(async () => {
    server = await createTestApp({
      withSite: true,
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (!["HEAD", "OPTIONS", "TRACE", "QUERY"].includes(method)) routes.push({ method, url: route.url });
      },
    });
    await createStaffAccount(server.db, { email: "admin@qwp.example", name: "Admin", role: "admin", password: PASSWORD });
    cookie = await signIn(server.baseUrl, "admin@qwp.example", PASSWORD);
  });
  afterAll(() => server.close());

  /** Not the routes that sign the test's admin in or out: each would end the session the rest needs. */
  const SIGN_IN_OUT = ["/api/admin/session", "/api/admin/me/sessions"];
  const apiRoutes = () => routes.filter((route) => route.url.startsWith("/api/") && !SIGN_IN_OUT.includes(route.url));
  const call = (method: string, urlPath: string, body?: string) =>
    server.request(urlPath, {
      method,
      body,
      headers: { cookie, origin: server.baseUrl, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    });

  /** A 5xx, or an answer without the error shape, as a line for the failure message. */
  function problem(label: string, response: TestResponse): string | undefined {
    if (response.statusCode < 400) return undefined;
    let body: { message?: unknown } | undefined;
    try {
      body = response.json();
    } catch {
      return `${label}: ${response.statusCode} not JSON`;
    }
    if (typeof body?.message !== "string") return `${label}: ${response.statusCode} without a message`;
    if (response.statusCode >= 500 && !SWITCHED_OFF.includes(body.message)) return `${label}: ${response.statusCode} ${body.message}`;
    return undefined;
  }

  const withPath = (url: string, value: string) => url.replace(/:\w+/g, value).replace(/\*$/, `data/${value}`);

  it("answers every body with a 4xx in the error shape, never a 5xx", async () => {
    const problems: string[] = [];
    for (const route of apiRoutes().filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))) {
      const url = withPath(route.url, "1");
      for (const [label, body] of HOSTILE_BODIES) {
        const found = problem(`${route.method} ${url} with ${label}`, await call(route.method, url, body));
        if (found) problems.push(found);
      }
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers every hostile path parameter and query with a 4xx, never a 5xx", async () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const urls = /[:*]/.test(route.url) ? HOSTILE_PATHS.map((value) => withPath(route.url, value)) : [];
      urls.push(...HOSTILE_QUERIES.map((query) => `${withPath(route.url, "1")}?${query}`));
      for (const url of urls) {
        const body = ["POST", "PUT", "PATCH"].includes(route.method) ? "{}" : undefined;
        const found = problem(`${route.method} ${url}`, await call(route.method, url, body));
        if (found) problems.push(found);
      }
    }
    expect(problems).toEqual([]);
  });

  it("refuses a wrong type by the route's schema, with the field named", async () => {
    const response = await call("PATCH", "/api/admin/staff/1", '{"disabled":"yes","role":true}');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["disabled", "role"]);
    const notFound = await call("DELETE", "/api/admin/news/NOT_AN_ID");
    expect([notFound.statusCode, typeof notFound.json().message]).toEqual([404, "string"]);
  });
});

/**
 * @jest-environment node
 *
 * Every route the server answers under /api declares a schema (its body, path and query as it
 * accepts them, and its answers), so bad input is refused by one mechanism with one error shape;
 * and GET /api/openapi.json, generated from those schemas, lists every one of those routes.
 */
import type { RouteOptions } from "fastify";
import { createTestApp } from "../../test-support/server";
import { SHARED } from "../../server/site/headers";

jest.setTimeout(60_000);

type Route = { method: string; url: string; schema?: RouteOptions["schema"]; alsoGet: boolean };

const PARTS = ["body", "params", "querystring"] as const;
/**
 * The parts a route's URL and method say it takes: a body for writes, params for `:name` or `*`.
 * One route for every method (the console's catch-all 404) answers GET too, so it takes no body.
 */
const partsNeeded = ({ method, url, alsoGet }: Route) => [
  ...(["POST", "PUT", "PATCH"].includes(method) && !alsoGet ? (["body"] as const) : []),
  ...(/[:*]/.test(url) ? (["params"] as const) : []),
];

describe("route schemas", () => {
  const routes: Route[] = [];
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp({
      onRoute: (route) => {
        const methods = [route.method].flat();
        for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url, schema: route.schema, alsoGet: methods.includes("GET") });
      },
    });
  });
  afterAll(() => server.close());

  const apiRoutes = () => routes.filter((route) => /^\/api(?:\/|$)/.test(route.url));

  it("registers routes under /api, each with a response schema and a schema for every part it takes", () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
    const missing = apiRoutes().flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const lacks = [...(schema.response ? [] : ["response"]), ...partsNeeded(route).filter((part) => !schema[part])];
      return lacks.length ? [`${route.method} ${route.url}: no ${lacks.join(", ")} schema`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("declares each part of a request as an object, or a body by its media types", () => {
    const notObjects = apiRoutes().flatMap((route) =>
      PARTS.filter((part) => {
        const schema = (route.schema as Record<string, { type?: string; content?: object } | undefined> | undefined)?.[part];
        return schema && schema.type !== "object" && !(part === "body" && schema.content);
      }).map((part) => `${route.method} ${route.url} ${part}`),
    );
    expect(notObjects).toEqual([]);
  });

  it("describes every /api route in /api/openapi.json, which every reader may cache", async () => {
    const response = await server.request("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(SHARED);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    // OpenAPI writes `:id` as `{id}` and a wildcard as `{*}`.
    const described = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    // QUERY (the console's catch-all answers it) is not an OpenAPI 3.1 operation.
    const expected = apiRoutes().filter((route) => route.method !== "QUERY").map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{*}")}`);
    expect(described.filter((entry) => !entry.startsWith("HEAD ")).sort()).toEqual([...new Set(expected)].sort());
    expect(Object.keys(document.paths).some((path) => !path.startsWith("/api"))).toBe(false);
    expect(response.body).not.toContain("errorMessage");
  });
});

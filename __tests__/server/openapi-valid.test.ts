/** @jest-environment node */
/**
 * GET /api/openapi.json, fetched from the real app over HTTP, passes the two OpenAPI validators
 * API tools use (@apidevtools/swagger-parser and @readme/openapi-parser), and says what the server
 * really answers: 503 when busy, 429 where a rate limit applies, 400 for a bad body or query, 304
 * for a shared answer's ETag, and the staff cookie as the console's security scheme; each
 * successful answer's schema lists the fields it always carries as required, and real answers fit it.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv from "ajv";
import { validate } from "@readme/openapi-parser";
import { SEED_EVENTS, seedEventValues } from "../../server/events/seedEvents";
import { makeNews } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

jest.setTimeout(60_000);

type Operation = { responses: Record<string, unknown>; security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

let server: Awaited<ReturnType<typeof createTestApp>>;
let document: Document;
beforeAll(async () => {
  server = await createTestApp({ env: { SECURE_COOKIES: "true" } });
  const response = await server.request("/api/openapi.json");
  expect(response.statusCode).toBe(200);
  document = response.json();
  // Answers with something in them: articles (one in Urdu) and the demonstration events.
  const [english, urdu] = makeNews(2);
  server.news.insert([english, { ...urdu, lang: "ur", title: "پشاور کا اجلاس" }]);
  for (const seed of SEED_EVENTS) server.events.create(seedEventValues(seed, Date.now()), null);
});
afterAll(() => server.close());

it("is a valid OpenAPI document for @apidevtools/swagger-parser", async () => {
  await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
});

it("is a valid OpenAPI document for @readme/openapi-parser", async () => {
  const result = await validate(structuredClone(document) as never);
  expect(result).toMatchObject({ valid: true, specification: "OpenAPI" });
});

it("declares the statuses the server answers besides each route's own", () => {
  const statuses = (path: string, method: string) => Object.keys(document.paths[path][method].responses).sort();
  expect(statuses("/api/search", "get")).toEqual(expect.arrayContaining(["200", "400", "429", "503"]));
  expect(statuses("/api/contacts", "post")).toEqual(expect.arrayContaining(["201", "400", "429", "503"]));
  expect(statuses("/api/news", "get")).toEqual(expect.arrayContaining(["200", "304", "503"]));
  expect(statuses("/api/admin/staff", "get")).not.toContain("304");
  expect(statuses("/api/health", "get")).not.toContain("429");
  expect(document.paths["/api/admin/{*}"].query).toBeUndefined();
});

it("describes the staff session cookie as the console's security scheme (signing in needs none)", () => {
  expect(document.components.securitySchemes.staffSession).toMatchObject({ type: "apiKey", in: "cookie", name: "__Host-qwp_staff" });
  expect(document.paths["/api/admin/staff"].get.security).toEqual([{ staffSession: [] }]);
  expect(document.paths["/api/admin/session"].post.security).toBeUndefined();
  expect(document.paths["/api/news"].get.security).toBeUndefined();
});

/** Every object schema with properties inside `schema` (its items, properties and alternatives), with where it is. */
function objectSchemas(schema: unknown, where: string): Array<{ where: string; schema: { properties: object; required?: string[] } }> {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const inner = [
    ...Object.entries((node.properties as Record<string, unknown>) ?? {}).map(([name, value]) => objectSchemas(value, `${where}.${name}`)),
    ...(["items", "additionalProperties"] as const).map((key) => objectSchemas(node[key], `${where}[]`)),
    ...(["oneOf", "anyOf", "allOf"] as const).flatMap((key) => ((node[key] as unknown[]) ?? []).map((value, i) => objectSchemas(value, `${where}|${i}`))),
  ].flat();
  return node.properties && Object.keys(node.properties).length ? [{ where, schema: node as { properties: object; required?: string[] } }, ...inner] : inner;
}

// An answer with no field always sent (a push hook's 202: a message, or the build) says so with an empty list.
it("marks the fields each successful answer always carries as required", () => {
  const unmarked: string[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        const content = (response as { content?: Record<string, { schema?: unknown }> }).content ?? {};
        for (const [type, { schema }] of Object.entries(content))
          for (const found of objectSchemas(schema, `${method.toUpperCase()} ${path} ${status} ${type}`)) if (!Array.isArray(found.schema.required)) unmarked.push(found.where);
      }
  expect(unmarked).toEqual([]);
});

it("describes real answers as they are: the demonstration news, events and a search fit their schemas", async () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  for (const [url, route] of [
    ["/api/news?page=1", "/api/news"],
    ["/api/news?page=1&lang=ur", "/api/news"],
    ["/api/news/latest", "/api/news/latest"],
    ["/api/events", "/api/events"],
    ["/api/search?q=story", "/api/search"],
  ] as const) {
    const response = await server.request(url);
    expect([url, response.statusCode]).toEqual([url, 200]);
    const { schema } = (document.paths[route].get.responses["200"] as { content: Record<string, { schema: object }> }).content["application/json"];
    const validate = ajv.compile(schema);
    const body = response.json();
    expect([url, validate(body) ? [] : validate.errors]).toEqual([url, []]);
    expect(JSON.stringify(body).length).toBeGreaterThan(100);
  }
});

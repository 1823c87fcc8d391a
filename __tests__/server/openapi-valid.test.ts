/** @jest-environment node */
/**
 * GET /api/openapi.json, fetched from the real app over HTTP, passes the two OpenAPI validators
 * API tools use (@apidevtools/swagger-parser and @readme/openapi-parser), and says what the server
 * really answers: 503 when busy, 429 where a rate limit applies, 400 for a bad body or query, 304
 * for a shared answer's ETag, and the staff cookie as the console's security scheme.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import { validate } from "@readme/openapi-parser";
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

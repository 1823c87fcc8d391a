/**
 * @jest-environment node
 *
 * What the server answers to requests a careless or hostile client sends: redirect targets that
 * must be encoded, URLs and headers Fastify or Node reject before any route, slow clients, build
 * files that are not for visitors, and body-less JSON calls.
 */
import net from "node:net";
import { loadConfig } from "../../server/platform/config";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
jest.setTimeout(30_000);

/** Sends raw bytes, optionally more later, and collects everything until the server closes. */
function rawExchange(port: number, first: Buffer | string, { trickle, everyMs = 200, maxMs = 10_000 }: { trickle?: string; everyMs?: number; maxMs?: number } = {}) {
  return new Promise<{ response: string; closedAfterMs: number; closedByServer: boolean }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const guard = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, maxMs);
    socket.on("connect", () => {
      socket.write(first);
      if (trickle) {
        let index = 0;
        timer = setInterval(() => {
          if (socket.destroyed || !socket.writable) return;
          socket.write(trickle[index % trickle.length]);
          index += 1;
        }, everyMs);
      }
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({ response: Buffer.concat(chunks).toString("utf8"), closedAfterMs: Date.now() - started, closedByServer: !gaveUp });
    });
    socket.on("timeout", reject);
  });
}

const expectSecurityHeaders = (headers: Record<string, unknown> | string) => {
  const text = typeof headers === "string" ? headers.toLowerCase() : Object.keys(headers).join("\n");
  for (const name of ["strict-transport-security", "x-content-type-options", "content-security-policy", "x-frame-options"]) expect(text).toContain(name);
};

describe("redirect targets are encoded", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp({ withSite: true });
  });
  afterAll(() => server.close());

  it.each([
    ["/wing/%D9%BE%DA%9A%D8%AA%D9%88", "/wings/%D9%BE%DA%9A%D8%AA%D9%88"],
    ["/wing/%E2%80%AE", "/wings/%E2%80%AE"],
    ["/wing/a%20b?x=1&y=%22", "/wings/a%20b?x=1&y=%22"],
    ["/about/about/?q=%F0%9F%98%80", "/about/about?q=%F0%9F%98%80"],
  ])("%s → 301 %s", async (url, location) => {
    const response = await server.request(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    expectSecurityHeaders(response.headers);
  });

  it("a Pashto slug sent as raw UTF-8 bytes (not a valid request line) answers 400 with the security headers", async () => {
    const { response } = await rawExchange(server.port, Buffer.concat([Buffer.from("GET /wing/"), Buffer.from("پښتو", "utf8"), Buffer.from(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")]));
    const [head, body] = response.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(head);
    expect(JSON.parse(body)).toEqual({ message: "The request could not be understood." });
  });
});

describe("framework-level errors go through the project's error handler", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp({ withSite: true });
  });
  afterAll(() => server.close());

  it("a broken percent-encoding answers 400 with a message that does not echo the path, and the security headers", async () => {
    const response = await server.request("/%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/not valid/) });
    expect(response.body).not.toContain("%E0");
    expectSecurityHeaders(response.headers);
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("headers too large answer 431 with the security headers and a plain message", async () => {
    const { response } = await rawExchange(server.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    const [head, body] = response.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expectSecurityHeaders(head);
    expect(JSON.parse(body)).toEqual({ message: "The request's headers are too large." });
  });
});

describe("slow clients are cut off", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp({ env: { REQUEST_TIMEOUT_MS: "1500", HEADERS_TIMEOUT_MS: "1000" } });
  });
  afterAll(() => server.close());

  it("a body trickled one byte at a time loses its socket when the request timeout passes", async () => {
    const head = "POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{";
    const result = await rawExchange(server.port, head, { trickle: ' "a":1,', everyMs: 150, maxMs: 10_000 });
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(5_000);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
    expectSecurityHeaders(result.response.split("\r\n\r\n")[0]);
  });

  it("headers trickled slowly lose the socket when the headers timeout passes", async () => {
    const result = await rawExchange(server.port, "GET /api/news HTTP/1.1\r\nHost: x\r\n", { trickle: "X-Slow: 1\r\n", everyMs: 150, maxMs: 10_000 });
    expect(result.closedByServer).toBe(true);
    expect(result.closedAfterMs).toBeLessThan(4_000);
  });

  it("the settings reach the HTTP server, with defaults of 30 s for a request, 10 s for headers, 60 s idle", () => {
    expect(server.app.server.requestTimeout).toBe(1500);
    expect(server.app.server.headersTimeout).toBe(1000);
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, connectionTimeoutMs: 60_000 });
  });
});

describe("build metadata is not served", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp({ withSite: true });
  });
  afterAll(() => server.close());

  it.each(["/app-0123456789abcdef0123.js.map", "/webpack.stats.json", "/chunk-map.json", "/_headers", "/_redirects", "/WEBPACK.STATS.JSON", "/server-render.cjs"])("%s → 404", async (url) => {
    const response = await server.request(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/webpack:|assetsByChunkName|X-Frame-Options: DENY|\/wings\/:slug|renderToString/);
  });

  it("the files the pages need are still served", async () => {
    expect((await server.request("/app-0123456789abcdef0123.js")).statusCode).toBe(200);
    expect((await server.request("/page-data/index/page-data.json")).statusCode).toBe(200);
  });
});

describe("body-less JSON calls to the catalogue", () => {
  let server: Server;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it.each(["/api/services", "/api/products"])("POST %s with Content-Type: application/json and no body is answered as without the header", async (url) => {
    const plain = await server.request(url, { method: "POST" });
    const empty = await server.request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": "0" } });
    const chunked = await server.request(url, { method: "POST", headers: { "content-type": "application/json; charset=utf-8", "transfer-encoding": "chunked" } });
    for (const response of [empty, chunked]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(plain.json());
    }
    expect(plain.json().success).toBe(true);
  });

  it("still refuses broken JSON there, and the forms still need a body", async () => {
    expect((await server.request("/api/services", { method: "POST", headers: { "content-type": "application/json" }, body: "{" })).statusCode).toBe(400);
    const form = await server.request("/api/contacts", { method: "POST", headers: { "content-type": "application/json", "content-length": "0" } });
    expect(form.statusCode).toBe(400);
  });
});

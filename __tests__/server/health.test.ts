/**
 * @jest-environment node
 *
 * The public health routes for a load balancer (alive, ready, and /api/health as ready) telling no
 * more than up or down, a full database answering 503 (not 500) with Retry-After, and a server
 * that refuses to start on a database it cannot write.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { STORAGE_UNAVAILABLE } from "../../server/app";
import { openDatabase } from "../../server/platform/database";
import { VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp, tempDir } from "../../test-support/server";
import { PRIVATE } from "../../server/site/headers";

const ROOT = path.resolve(__dirname, "../..");
jest.setTimeout(60_000);

describe("GET /api/health", () => {
  let server: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    server = await createTestApp({ withSite: true });
  });
  afterAll(() => server.close());

  it("answers up, and nothing else: no free disk space, no version", async () => {
    for (const route of ["/api/health", "/api/health/ready", "/api/health/live"]) {
      const response = await server.request(route);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(PRIVATE);
      expect(response.json()).toEqual({ status: "ok" });
    }
  });

  it("is alive but not ready without a built site to serve, or with less free disk than the threshold", async () => {
    const noSite = await createTestApp();
    const noRoom = await createTestApp({ withSite: true, env: { HEALTH_MIN_FREE_MB: String(1024 * 1024 * 1024) } });
    try {
      for (const unready of [noSite, noRoom]) {
        expect((await unready.request("/api/health/live")).statusCode).toBe(200);
        for (const route of ["/api/health", "/api/health/ready"]) {
          const response = await unready.request(route);
          expect(response.statusCode).toBe(503);
          expect(response.headers["retry-after"]).toBe("60");
          expect(response.json()).toEqual({ status: "unavailable" });
        }
      }
      expect(noSite.readiness()).toMatchObject({ ready: false, site: { built: false } });
      expect(noRoom.readiness()).toMatchObject({ ready: false, site: { built: true }, database: { writable: true } });
    } finally {
      await noSite.close();
      await noRoom.close();
    }
  });

  it("a full database: submissions answer 503 with Retry-After and a message, health answers 503, and both recover", async () => {
    // The database may not grow any more: what a full disk does to SQLite (SQLITE_FULL).
    const pages = server.db.pragma("page_count", { simple: true }) as number;
    server.db.pragma(`max_page_count = ${pages}`);
    let response;
    let stored = 0;
    for (let i = 0; i < 200; i += 1) {
      response = await server.submit("/api/contacts", { ...VALID_CONTACT, subject: `Filling ${i}`, message: "x".repeat(4000) });
      if (response.statusCode !== 201) break;
      stored += 1;
    }
    expect(stored).toBeLessThan(200);
    expect(response!.statusCode).toBe(503);
    expect(response!.headers["retry-after"]).toBe("300");
    expect(response!.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(response!.headers["x-content-type-options"]).toBe("nosniff");

    const health = await server.request("/api/health");
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBeDefined();
    expect(health.json()).toEqual({ status: "unavailable" });
    expect(server.readiness().database).toEqual({ readable: true, writable: false });

    server.db.pragma("max_page_count = 1000000");
    expect((await server.request("/api/health")).statusCode).toBe(200);
    expect((await server.submit("/api/contacts", { ...VALID_CONTACT, subject: "After space was freed" })).statusCode).toBe(201);
  });
});

describe("start-up on a database it cannot write", () => {
  it("refuses to start, naming the file", async () => {
    const dir = tempDir("qwp-readonly-");
    const file = path.join(dir, "qwp.sqlite");
    openDatabase(file).close();
    // Root may write anywhere whatever the mode bits say, so as root the server runs as "nobody",
    // which can read the file but not write it (another account's file: a real deployment mistake).
    const asRoot = process.getuid?.() === 0;
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(file, 0o444);
    if (!asRoot) fs.chmodSync(dir, 0o555);
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "warn", DATABASE_PATH: file, PUBLIC_DIR: path.join(dir, "public"), MEDIA_DIR: path.join(dir, "media"), SEED_DEMO_CONTENT: "false", HOME: dir },
      stdio: ["ignore", "pipe", "pipe"],
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const outcome = await new Promise<number | "listening">((resolve) => {
      child.on("exit", (code) => resolve(code ?? -1));
      const poll = setInterval(() => {
        if (/QWP site and API: http/.test(output)) {
          clearInterval(poll);
          child.kill("SIGKILL");
          resolve("listening");
        }
      }, 50);
      child.on("exit", () => clearInterval(poll));
    });
    try {
      expect(outcome).toBe(1);
      expect(output).toContain(`Not starting: `);
      expect(output).toContain(file);
      expect(output).toMatch(/not writable|Cannot open/);
    } finally {
      fs.chmodSync(dir, 0o700);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

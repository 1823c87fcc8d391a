/**
 * @jest-environment node
 *
 * Prometheus metrics and health details on the operator's own listener, never on the public port;
 * requests counted by route pattern and status; form submissions and refusals by reason; staff
 * sign-in failures and lockouts; builds, their duration and release switches.
 */
import fs from "node:fs";
import path from "node:path";
import { VALID_CONTACT } from "../../test-support/fixtures/content";
import { writeFixtureSite } from "../../test-support/fixtures/site";
import { TEST_BOT_CHECK_ENV, createTestApp, fetchBotCheck, httpRequest, tempDir } from "../../test-support/server";
import { startServerProcess } from "../../test-support/serverProcess";
import type { BuildStep } from "../../server/publish/workspace";

jest.setTimeout(90_000);

/** The value of one sample in Prometheus text (`name{labels} value`), labels in the order given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (wanted.every((label) => present.includes(label)) && present.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

describe("the server as production runs it", () => {
  const dir = tempDir("qwp-metrics-");
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  beforeAll(async () => {
    server = await startServerProcess({
      DATABASE_PATH: path.join(dir, "qwp.sqlite"),
      PUBLIC_DIR: await writeFixtureSite(path.join(dir, "public")),
      MEDIA_DIR: path.join(dir, "media"),
      SEED_DEMO_CONTENT: "false",
      RATE_LIMIT_MAX: "2",
      ADMIN_LOGIN_MAX_PER_ADDRESS: "2",
      ...TEST_BOT_CHECK_ENV,
    });
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves /metrics and /health details on the metrics listener only, counting what happened", async () => {
    const { port, metricsPort } = server;
    expect(metricsPort).toBeGreaterThan(0);
    expect(metricsPort).not.toBe(port);

    expect((await httpRequest(port, "/api/news?page=1")).statusCode).toBe(200);
    expect((await httpRequest(port, "/api/news/no-such-article-7f3a")).statusCode).toBe(404);
    const submit = async (fields: Record<string, unknown>) =>
      httpRequest(port, "/api/contacts", { method: "POST", json: { ...fields, altcha: await fetchBotCheck(port) } });
    expect((await submit(VALID_CONTACT)).statusCode).toBe(201);
    expect((await submit({ ...VALID_CONTACT, email: "not an address" })).statusCode).toBe(400);
    expect((await submit(VALID_CONTACT)).statusCode).toBe(429);
    for (let i = 0; i < 2; i += 1) {
      const signIn = await httpRequest(port, "/api/admin/session", { method: "POST", json: { email: "nobody@qwp.example", password: "wrong password here" }, headers: { "sec-fetch-site": "same-origin" } });
      expect(signIn.statusCode).toBe(401);
    }

    // Nothing of the operator's view on the public port (behind a proxy, everything there comes from loopback).
    const publicMetrics = await httpRequest(port, "/metrics");
    expect(publicMetrics.statusCode).toBe(404);
    expect(publicMetrics.body).not.toMatch(/qwp_|process_cpu/);
    const publicHealth = await httpRequest(port, "/api/health");
    expect(publicHealth.statusCode).toBe(200);
    expect(publicHealth.json()).toEqual({ status: "ok" });

    const scraped = await httpRequest(metricsPort!, "/metrics");
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scraped.body;
    expect(sample(text, "qwp_http_request_duration_seconds_count", { method: "GET", route: "/api/news", status_code: "200" })).toBe(1);
    // The route's pattern, never the URL a client made up.
    expect(sample(text, "qwp_http_request_duration_seconds_count", { method: "GET", route: "/api/news/:idOrSlug", status_code: "404" })).toBe(1);
    expect(text).not.toContain("no-such-article");
    expect(sample(text, "qwp_http_request_duration_seconds_count", { method: "POST", route: "/api/contacts", status_code: "201" })).toBe(1);
    expect(sample(text, "qwp_form_submissions_total", { form: "contacts" })).toBe(1);
    expect(sample(text, "qwp_form_refusals_total", { form: "contacts", reason: "invalid" })).toBe(1);
    expect(sample(text, "qwp_form_refusals_total", { form: "contacts", reason: "rate_limited" })).toBe(1);
    expect(sample(text, "qwp_staff_sign_in_failures_total", { step: "password" })).toBe(2);
    expect(sample(text, "qwp_staff_lockouts_total", { by: "address" })).toBe(1);
    expect(sample(text, "qwp_database_bytes")).toBeGreaterThan(4096);
    expect(sample(text, "qwp_disk_free_bytes")).toBeGreaterThan(0);
    expect(sample(text, "qwp_ready")).toBe(1);
    expect(sample(text, "qwp_info", { version: "1.0.0" })).toBe(1);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "qwp_http_requests_shed_total")).toBe(0);

    const details = await httpRequest(metricsPort!, "/health");
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ status: "ok", ready: true, database: { readable: true, writable: true }, site: { built: true }, version: "1.0.0" });
    expect(details.json().disk.freeBytes).toBeGreaterThan(0);
    expect((await httpRequest(metricsPort!, "/api/news")).statusCode).toBe(404);
  });
});

it("counts builds by result with their duration, and release switches by how they were made", async () => {
  const dir = tempDir("qwp-metrics-builds-");
  let fail = false;
  let built = 0;
  const step: BuildStep = async () => {
    if (fail) return { ok: false, errors: ["data/leaders/x.json: name is required"] };
    const out = path.join(dir, `out-${(built += 1)}`);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "index.html"), "<!DOCTYPE html><title>x</title>");
    return { ok: true, publicDir: out, commit: { commit: String(built).repeat(40), author: "Test Editor", message: "change" } };
  };
  const server = await createTestApp({ withSite: true, env: { SEED_DEMO_CONTENT: "false", PUBLISHING: "1", RELEASES_DIR: path.join(dir, "releases") }, buildStep: step });
  try {
    const publisher = server.publishing.publisher!;
    publisher.request("console", "editor@qwp.example");
    await publisher.idle();
    const first = server.publishing.releases!.liveId()!;
    publisher.request("console", "editor@qwp.example");
    await publisher.idle();
    fail = true;
    publisher.request("console", "editor@qwp.example");
    await publisher.idle();
    expect(publisher.activate(first, "admin@qwp.example")).toBeDefined();

    const text = await server.metrics.registry.metrics();
    expect(sample(text, "qwp_builds_total", { result: "live" })).toBe(2);
    expect(sample(text, "qwp_builds_total", { result: "failed" })).toBe(1);
    expect(sample(text, "qwp_build_duration_seconds_count", { result: "live" })).toBe(2);
    expect(sample(text, "qwp_release_switches_total", { kind: "build" })).toBe(2);
    expect(sample(text, "qwp_release_switches_total", { kind: "rollback" })).toBe(1);
    expect(sample(text, "qwp_build_queue", { state: "running" })).toBe(0);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

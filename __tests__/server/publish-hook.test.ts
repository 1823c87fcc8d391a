/** @jest-environment node */
/**
 * The git hook's signature rules, the queue (one build at a time, triggers merged into one
 * follow-up build), the Site API's roles and roll back, over real HTTP. The build step is injected
 * here (a folder with a page naming the commit); the real gatsby build and a real git repository
 * are in publish-builds.test.ts.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT_DIR } from "../../server/platform/config";
import { runSiteCli } from "../../server/publish/siteCli";
import { NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import { HOOK_BODY_LIMIT, HOOK_ENCODED, HOOK_NOT_SIGNED, HOOK_OTHER_BRANCH, HOOK_RATE_LIMIT, HOOK_REPLAYED } from "../../server/publish/hookRoutes";
import type { BuildStep } from "../../server/publish/workspace";
import { githubSignature, pushEvent, sendPushHook, waitForBuild } from "../../test-support/publishing";
import { createStaffAccount, createTestApp, signIn, tempDir } from "../../test-support/server";

jest.setTimeout(60_000);

const SECRET = "hook secret for tests";
const PASSWORD = "river basalt tomato parade";

/** A build step the test controls: it "fetches" `head` when it starts and waits for `release()`. */
function controlledStep(dir: string) {
  const state = { head: "a".repeat(40), started: [] as string[], gate: Promise.resolve(), open: () => {}, fail: null as string[] | null, message: null as string | null, logLines: [] as string[] };
  const hold = () => {
    state.gate = new Promise<void>((resolve) => (state.open = resolve));
  };
  const step: BuildStep = async (log) => {
    const commit = state.head;
    state.started.push(commit);
    log(`building ${commit}`);
    for (const line of state.logLines) log(line);
    await state.gate;
    if (state.fail) return { ok: false, errors: state.fail };
    const out = path.join(dir, `out-${state.started.length}`);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "index.html"), `<!DOCTYPE html><title>x</title><p>commit ${commit}</p>`);
    return { ok: true, publicDir: out, commit: { commit, author: "Test Editor", message: state.message ?? `change ${commit.slice(0, 4)}` } };
  };
  return { state, step, hold };
}

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let control: ReturnType<typeof controlledStep>;
let editor = "";
let office = "";
let admin = "";
let dir = "";

beforeAll(async () => {
  dir = tempDir("qwp-publish-");
  control = controlledStep(dir);
  server = await createTestApp({
    withSite: true,
    env: { SEED_DEMO_CONTENT: "false", PUBLISHING: "1", RELEASES_DIR: path.join(dir, "releases"), BUILD_WORKSPACE: path.join(dir, "workspace"), DEPLOY_HOOK_SECRET: SECRET, CONTENT_BRANCH: "main" },
    buildStep: control.step,
  });
  const base = `http://127.0.0.1:${server.port}`;
  await createStaffAccount(server.db, { email: "editor@qwp.example", name: "Editor", role: "editor", password: PASSWORD });
  await createStaffAccount(server.db, { email: "office@qwp.example", name: "Office", role: "office", password: PASSWORD });
  await createStaffAccount(server.db, { email: "admin@qwp.example", name: "Admin", role: "admin", password: PASSWORD });
  editor = await signIn(base, "editor@qwp.example", PASSWORD);
  office = await signIn(base, "office@qwp.example", PASSWORD);
  admin = await signIn(base, "admin@qwp.example", PASSWORD);
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const call = (method: string, url: string, cookie = editor) =>
  server.request(url, { method, headers: { ...(cookie ? { cookie } : {}), origin: `http://127.0.0.1:${server.port}` } });
const history = () => server.publishing.history!;
const home = async () => (await server.request("/")).body;

it("answers 404 when no deploy secret is set", async () => {
  const plain = await createTestApp({ withSite: true, env: { SEED_DEMO_CONTENT: "false", PUBLISHING: "1", RELEASES_DIR: path.join(dir, "other-releases") } });
  try {
    const body = pushEvent("b".repeat(40));
    expect((await sendPushHook(plain.port, body, SECRET)).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

it("refuses unsigned, wrongly signed and replayed-with-another-branch pushes with 401 and builds nothing", async () => {
  const body = pushEvent("c".repeat(40));
  const other = pushEvent("c".repeat(40), "feature");
  const attempts = [
    await server.request("/api/hooks/git", { method: "POST", body, headers: { "content-type": "application/json" } }),
    await sendPushHook(server.port, body, "another secret"),
    await sendPushHook(server.port, body, "another secret", "gitlab"),
    await server.request("/api/hooks/git", { method: "POST", body, headers: { "content-type": "application/json", "x-hub-signature-256": "sha256=zz" } }),
    // A body signed for main, replayed with the branch changed: the signature no longer matches.
    await server.request("/api/hooks/git", { method: "POST", body: other, headers: { "content-type": "application/json", "x-hub-signature-256": githubSignature(body, SECRET) } }),
  ];
  for (const response of attempts) expect([response.statusCode, response.json()]).toEqual([401, { message: HOOK_NOT_SIGNED }]);
  expect(control.state.started).toEqual([]);
  expect(history().all()).toEqual([]);
});

it("answers 202 without a build for a signed push to another branch", async () => {
  const response = await sendPushHook(server.port, pushEvent("d".repeat(40), "feature"), SECRET);
  expect([response.statusCode, response.json()]).toEqual([202, { message: HOOK_OTHER_BRANCH }]);
  expect(history().all()).toEqual([]);
});

it("builds a signed push (GitHub and GitLab style); pushes during a build become one follow-up build of the newest commit", async () => {
  control.hold();
  control.state.head = "1".repeat(40);
  const first = await sendPushHook(server.port, pushEvent("1".repeat(40)), SECRET);
  expect(first.statusCode).toBe(202);
  expect(first.json().build).toMatchObject({ trigger: "push", by: "git push by Test Editor", status: "queued" });
  const status = await call("GET", "/api/admin/site");
  expect(status.json()).toMatchObject({ building: true, queued: false });

  // Two more pushes arrive during that build.
  control.state.head = "2".repeat(40);
  expect((await sendPushHook(server.port, pushEvent("2".repeat(40)), SECRET, "gitlab")).statusCode).toBe(202);
  control.state.head = "3".repeat(40);
  expect((await sendPushHook(server.port, pushEvent("3".repeat(40)), SECRET)).statusCode).toBe(202);
  expect((await call("GET", "/api/admin/site")).json()).toMatchObject({ building: true, queued: true });

  control.state.open();
  await server.publishing.publisher!.idle();
  expect(control.state.started).toEqual(["1".repeat(40), "3".repeat(40)]);
  const { builds } = (await call("GET", "/api/admin/site/builds")).json();
  expect(builds.map((b: { status: string; commit: string }) => [b.status, b.commit.slice(0, 1)])).toEqual([
    ["live", "3"],
    ["superseded", "2"],
    ["live", "1"],
  ]);
  expect(await home()).toContain(`commit ${"3".repeat(40)}`);
  const live = (await call("GET", "/api/admin/site")).json();
  expect(live).toMatchObject({ building: false, queued: false, live: { commit: "3".repeat(40), author: "Test Editor", message: "change 3333" } });
});

it("rolls back to a kept release at once (editor and admin), refuses office (403) and strangers (401), 404 for unknown ids", async () => {
  const { releases } = (await call("GET", "/api/admin/site/releases")).json();
  const older = releases.find((r: { commit: string }) => r.commit === "1".repeat(40));
  expect(releases[0]).toMatchObject({ commit: "3".repeat(40), live: true });

  for (const url of ["/api/admin/site", "/api/admin/site/builds", "/api/admin/site/releases"]) {
    expect((await call("GET", url, office)).json()).toEqual({ message: WRONG_ROLE });
    expect((await call("GET", url, "")).json()).toEqual({ message: NOT_SIGNED_IN });
  }
  expect((await call("POST", `/api/admin/site/releases/${older.id}/activate`, office)).statusCode).toBe(403);
  expect((await call("POST", "/api/admin/site/builds", office)).statusCode).toBe(403);
  expect(await home()).toContain(`commit ${"3".repeat(40)}`);

  const rolled = await call("POST", `/api/admin/site/releases/${older.id}/activate`, editor);
  expect([rolled.statusCode, rolled.json().live.commit]).toEqual([200, "1".repeat(40)]);
  expect(await home()).toContain(`commit ${"1".repeat(40)}`);
  expect((await call("POST", "/api/admin/site/releases/20990101T000000000Z-abcd/activate", admin)).statusCode).toBe(404);
  expect((await call("POST", "/api/admin/site/releases/..%2Fetc/activate", admin)).statusCode).toBe(404);

  const actions = server.db.prepare("SELECT action FROM audit_log WHERE action LIKE 'site.%' ORDER BY id").pluck().all();
  expect(actions).toEqual(
    expect.arrayContaining(["site.build.requested", "site.build.superseded", "site.build.live", "site.switch", "site.rollback"]),
  );
});

it("Publish now (console) builds for the signed-in person; a failed build keeps the live release and its error lines", async () => {
  control.state.head = "4".repeat(40);
  const response = await call("POST", "/api/admin/site/builds", admin);
  expect(response.statusCode).toBe(202);
  expect(response.json().build).toMatchObject({ trigger: "console", by: "admin@qwp.example", status: "queued" });
  expect((await waitForBuild(() => history().get(response.json().build.id), 10_000)).status).toBe("live");
  expect(await home()).toContain(`commit ${"4".repeat(40)}`);

  control.state.fail = ["data/leaders/tariq-khan.json: field name: must not be empty"];
  const failed = await call("POST", "/api/admin/site/builds", editor);
  const done = await waitForBuild(() => history().get(failed.json().build.id), 10_000);
  expect(done).toMatchObject({ status: "failed", by: "editor@qwp.example", errors: control.state.fail });
  expect(await home()).toContain(`commit ${"4".repeat(40)}`);
  const listed = (await call("GET", "/api/admin/site/builds")).json().builds[0];
  expect(listed).toMatchObject({ id: done.id, status: "failed", errors: control.state.fail });
});

describe("what an outsider can make the hook do", () => {
  const builds = () => history().all().length;
  beforeAll(() => {
    control.state.fail = null;
  });

  it("starts no second build for a signed delivery sent again, whatever delivery id it carries (200, already received)", async () => {
    await server.publishing.publisher!.idle();
    const body = pushEvent("5".repeat(40));
    control.state.head = "5".repeat(40);
    const first = await sendPushHook(server.port, body, SECRET, "github", { "x-github-delivery": "delivery-5" });
    expect(first.statusCode).toBe(202);
    await server.publishing.publisher!.idle();
    const before = builds();
    const replays = [
      await sendPushHook(server.port, body, SECRET, "github", { "x-github-delivery": "delivery-5" }),
      // The delivery id is not signed: a replayer sends a fresh one, and the body still gives it away.
      await sendPushHook(server.port, body, SECRET, "github", { "x-github-delivery": "a-fresh-id" }),
      await sendPushHook(server.port, body, SECRET),
      // The host retrying one delivery (the same id) with the body written anew.
      await sendPushHook(server.port, pushEvent("5".repeat(40), "main", "Test  Editor"), SECRET, "github", { "x-github-delivery": "delivery-5" }),
    ];
    for (const response of replays) expect([response.statusCode, response.json()]).toEqual([200, { message: HOOK_REPLAYED }]);

    // GitLab: the token signs no body, so the retry's Idempotency-Key names the delivery.
    const gitlab = pushEvent("6".repeat(40));
    expect((await sendPushHook(server.port, gitlab, SECRET, "gitlab", { "idempotency-key": "gitlab-6" })).statusCode).toBe(202);
    const retried = await sendPushHook(server.port, gitlab.replace("}", ' }'), SECRET, "gitlab", { "idempotency-key": "gitlab-6" });
    expect([retried.statusCode, retried.json()]).toEqual([200, { message: HOOK_REPLAYED }]);
    await server.publishing.publisher!.idle();
    expect(builds()).toBe(before + 1);
  });

  it("refuses, before reading the body, a request with no signature or a wrong GitLab token (401) and a compressed body (415)", async () => {
    /** Sends only the headers of a 900 KB body and waits for the answer: it comes only if the body is not needed. */
    const headersOnly = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port: server.port, path: "/api/hooks/git", method: "POST", headers: { "content-type": "application/json", "content-length": String(900 * 1024), ...headers } });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        request.on("error", () => undefined);
        setTimeout(() => reject(new Error("the server waited for the body")), 5_000).unref();
        request.flushHeaders();
      });
    expect(await headersOnly({})).toBe(401);
    expect(await headersOnly({ "x-gitlab-token": "not the secret" })).toBe(401);
    expect(await headersOnly({ "x-hub-signature-256": githubSignature("x", SECRET), "content-encoding": "gzip" })).toBe(415);

    // A compressed body is refused whichever bytes it was signed over.
    const body = pushEvent("7".repeat(40));
    const gzipped = zlib.gzipSync(body);
    for (const signedOver of [body, gzipped]) {
      const response = await server.request("/api/hooks/git", { method: "POST", body: gzipped, headers: { "content-type": "application/json", "content-encoding": "gzip", "x-hub-signature-256": githubSignature(signedOver, SECRET) } });
      expect([response.statusCode, response.json()]).toEqual([415, { message: HOOK_ENCODED }]);
    }
  });

  it("refuses a signed body over the hook's limit (413), and takes one just under it", async () => {
    const event = JSON.parse(pushEvent("8".repeat(40)));
    const padded = (bytes: number) => {
      const text = JSON.stringify({ ...event, padding: "" });
      return text.replace('"padding":""', `"padding":"${"x".repeat(bytes - text.length)}"`);
    };
    const over = await sendPushHook(server.port, padded(HOOK_BODY_LIMIT + 1), SECRET);
    expect(over.statusCode).toBe(413);
    control.state.head = "8".repeat(40);
    const under = await sendPushHook(server.port, padded(HOOK_BODY_LIMIT), SECRET);
    expect(under.statusCode).toBe(202);
    await server.publishing.publisher!.idle();
  });

  it("shows editors build logs with the server's folders under neutral names; the log on disk keeps them", async () => {
    const { workspaceDir, releasesDir } = server.config.publishing;
    control.state.head = "9".repeat(40);
    control.state.logLines = [`cd ${workspaceDir}/public`, `copied into ${releasesDir}/next`, `config ${ROOT_DIR}/gatsby-config.ts`, `cache ${os.homedir()}/.npm`];
    const response = await call("POST", "/api/admin/site/builds", editor);
    const done = await waitForBuild(() => history().get(response.json().build.id), 10_000);
    control.state.logLines = [];
    const shown = (await call("GET", "/api/admin/site/builds")).json().builds.find((b: { id: number }) => b.id === done.id);
    expect(shown.log).toEqual(expect.arrayContaining(["cd <workspace>/public", "copied into <releases>/next", "config <project>/gatsby-config.ts", "cache ~/.npm"]));
    for (const folder of [workspaceDir, releasesDir, ROOT_DIR, os.homedir()]) expect(JSON.stringify(shown)).not.toContain(folder);
    expect(done.log).toContain(`cd ${workspaceDir}/public`);
  });

  it("npm run site -- status prints a pusher's name and a commit message with their control characters escaped", async () => {
    control.state.head = "e".repeat(40);
    control.state.message = "Fix\u001b]0;owned\u0007 title\u202e";
    const evil = "Mallory\r\nBuild #999 live\u001b[2J";
    expect((await sendPushHook(server.port, pushEvent("e".repeat(40), "main", evil), SECRET)).statusCode).toBe(202);
    await server.publishing.publisher!.idle();
    control.state.message = null;
    let out = "";
    const code = await runSiteCli(["status"], server.config, { out: (text) => (out += text), err: (text) => (out += text) });
    expect(code).toBe(0);
    expect(out).toContain("git push by Mallory\\x0D\\x0ABuild #999 live\\x1B[2J\n");
    expect(out).toContain('"Fix\\x1B]0;owned\\x07 title\\u202E"');
    // eslint-disable-next-line no-control-regex -- no control character but the line breaks the status prints itself
    expect(out).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
  });

  it("records a pusher's name, the build's output and its errors with control and bidirectional characters escaped, colour codes dropped", async () => {
    control.state.head = "f".repeat(40);
    control.state.logLines = ["\u001b[32msuccess\u001b[39m compiled", "progress 10%\rprogress 100%", "title\u202eexe.txt", "bell\u0007 and\nbreak"];
    control.state.fail = ["data/wings/x.json: title \u001b[2J\r\nVEVENT"];
    const evil = "Mallory\r\nBuild #999 live\u001b[2J\u202e";
    const hook = await sendPushHook(server.port, pushEvent("f".repeat(40), "main", evil), SECRET);
    expect(hook.statusCode).toBe(202);
    const done = await waitForBuild(() => history().get(hook.json().build.id), 10_000);
    control.state.logLines = [];
    control.state.fail = null;
    const response = await call("GET", "/api/admin/site/builds");
    const shown = response.json().builds.find((b: { id: number }) => b.id === done.id);
    expect(shown.by).toBe("git push by Mallory\\x0D\\x0ABuild #999 live\\x1B[2J\\u202E");
    expect(shown.log).toEqual(expect.arrayContaining(["success compiled", "progress 10%\\x0Dprogress 100%", "title\\u202Eexe.txt", "bell\\x07 and\\x0Abreak"]));
    expect(shown.errors).toEqual(["data/wings/x.json: title \\x1B[2J\\x0D\\x0AVEVENT"]);
    const file = fs.readFileSync(path.join(server.config.publishing.releasesDir, "builds.json"), "utf8");
    // eslint-disable-next-line no-control-regex -- no string anywhere may hold a control or bidirectional character
    const raw = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
    const marked = (value: unknown) => JSON.stringify(value, (_key, inner) => (typeof inner === "string" && raw.test(inner) ? "RAW" : inner));
    expect(marked(shown)).not.toContain('"RAW"');
    expect(marked(JSON.parse(file))).not.toContain('"RAW"');
  });

  it(`answers 429 past ${HOOK_RATE_LIMIT.max} requests a minute from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= HOOK_RATE_LIMIT.max; i++) statuses.push((await server.request("/api/hooks/git", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(HOOK_RATE_LIMIT.max);
  });
});

/** @jest-environment node */
/**
 * The git hook's signature rules, the queue (one build at a time, triggers merged into one
 * follow-up build), the Site API's roles and roll back, over real HTTP. The build step is injected
 * here (a folder with a page naming the commit); the real gatsby build and a real git repository
 * are in publish-builds.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import { HOOK_NOT_SIGNED, HOOK_OTHER_BRANCH } from "../../server/publish/hookRoutes";
import type { BuildStep } from "../../server/publish/workspace";
import { githubSignature, pushEvent, sendPushHook, waitForBuild } from "../../test-support/publishing";
import { createStaffAccount, createTestApp, signIn, tempDir } from "../../test-support/server";

jest.setTimeout(60_000);

const SECRET = "hook secret for tests";
const PASSWORD = "river basalt tomato parade";

/** A build step the test controls: it "fetches" `head` when it starts and waits for `release()`. */
function controlledStep(dir: string) {
  const state = { head: "a".repeat(40), started: [] as string[], gate: Promise.resolve(), open: () => {}, fail: null as string[] | null };
  const hold = () => {
    state.gate = new Promise<void>((resolve) => (state.open = resolve));
  };
  const step: BuildStep = async (log) => {
    const commit = state.head;
    state.started.push(commit);
    log(`building ${commit}`);
    await state.gate;
    if (state.fail) return { ok: false, errors: state.fail };
    const out = path.join(dir, `out-${state.started.length}`);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "index.html"), `<!DOCTYPE html><title>x</title><p>commit ${commit}</p>`);
    return { ok: true, publicDir: out, commit: { commit, author: "Test Editor", message: `change ${commit.slice(0, 4)}` } };
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
    env: { SEED_DEMO_CONTENT: "false", PUBLISHING: "1", RELEASES_DIR: path.join(dir, "releases"), DEPLOY_HOOK_SECRET: SECRET, CONTENT_BRANCH: "main" },
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

/** @jest-environment node */
/**
 * The publishing pipeline end to end, with real builds: a throwaway content repository made from
 * the checkout, the signed hook over HTTP, the data checks and `gatsby build` run by the server in
 * the tests' shared build workspace (TEST_BUILD_WORKSPACE: its first build ever is cold, every later
 * one incremental). Real builds are slow on a busy machine, so this file runs the two the scenarios
 * need (plus one stopped during its data checks) and every scenario shares them: a broken data
 * file (stopped by the data checks, no build), two pushes during one build (the build of the first
 * push, then one follow-up build of the newest, which adds a district file: the events filter, the
 * district's calendar feed, the events API and the membership form have it), roll back (no build;
 * the district goes with it), a server killed during a build.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ROOT_DIR } from "../../server/platform/config";
import { INTERRUPTED } from "../../server/publish/publisher";
import type { Build } from "../../server/publish/buildHistory";
import { makeContentRepo, pushEvent, realPublishingEnv, sendPushHook, waitForBuild, type ContentRepo } from "../../test-support/publishing";
import { createStaffAccount, createTestApp, httpRequest, signIn, tempDir } from "../../test-support/server";

/** Each real build takes 20 s on an idle machine and several minutes on a busy CI machine. */
const BUILD_TIMEOUT_MS = 12 * 60_000;
jest.setTimeout(40 * 60_000);

const SECRET = "real builds hook secret";
const PASSWORD = "river basalt tomato parade";
const SLUG = "tariq-khan";
const LEADER = `/leader/${SLUG}`;

/** A district the party adds: its file and its Urdu and Pashto translations, as the data checks want them. */
const NEW_DISTRICT = { slug: "tor-ghar-east", name: "Tor Ghar East", ur: "مشرقی تورغر", ps: "ختیځ تورغر" };
const NEW_DISTRICT_FILES: Array<[string, unknown]> = [
  [
    `data/districts/${NEW_DISTRICT.slug}.json`,
    {
      $schema: "../schema/district.schema.json",
      slug: NEW_DISTRICT.slug,
      name: NEW_DISTRICT.name,
      division: "hazara",
      placeholder: true,
      office: { address: "Tor Ghar East district office", phone: "+92 997 555123", latitude: 34.6, longitude: 72.9 },
      officeBearers: [{ role: "President", name: "To be announced" }],
    },
  ],
  [`data/ur/districts/${NEW_DISTRICT.slug}.json`, { $status: "needs-review", name: NEW_DISTRICT.ur, office: { address: "ضلع مشرقی تورغر کا دفتر" }, officeBearers: [{ role: "صدر", name: "اعلان بعد میں ہوگا" }] }],
  [`data/ps/districts/${NEW_DISTRICT.slug}.json`, { $status: "needs-review", name: NEW_DISTRICT.ps, office: { address: "د ختیځ تورغر ولسوالۍ دفتر" }, officeBearers: [{ role: "صدر", name: "وروسته به اعلان شي" }] }],
];
/** What the live site says of the new district: the events filter, its feed, the events API, the membership form in two editions. */
const newDistrictSeen = async () => {
  const [events, feed, api, join, joinUrdu] = await Promise.all(
    ["/events", `/events/district/${NEW_DISTRICT.slug}.ics`, `/api/events?district=${encodeURIComponent(NEW_DISTRICT.name)}`, "/page-data/join-qwp/page-data.json", "/page-data/ur/join-qwp/page-data.json"].map((url) => server.request(url)),
  );
  const choices = (page: typeof join) => (page.statusCode === 200 ? (page.json().result.pageContext.joinDistricts as unknown[]) : []);
  return {
    filter: events.body.includes(`<option value="${NEW_DISTRICT.slug}">${NEW_DISTRICT.name}</option>`),
    feed: feed.statusCode === 200 && feed.body.includes(`Qaumi Watan Party events: ${NEW_DISTRICT.name}`),
    api: api.statusCode,
    membership: choices(join).some((choice) => JSON.stringify(choice) === JSON.stringify({ value: NEW_DISTRICT.name, label: NEW_DISTRICT.name })),
    membershipUrdu: choices(joinUrdu).some((choice) => JSON.stringify(choice) === JSON.stringify({ value: NEW_DISTRICT.name, label: NEW_DISTRICT.ur })),
  };
};
const SEEN = { filter: true, feed: true, api: 200, membership: true, membershipUrdu: true };
const NOT_SEEN = { filter: false, feed: false, api: 400, membership: false, membershipUrdu: false };

type Server = Awaited<ReturnType<typeof createTestApp>>;
let dir: string;
let repo: ContentRepo;
let server: Server;
let editor = "";
let env: Record<string, string>;
let original: { name: string; description: string };

const startServer = async () => {
  const started = await createTestApp({ env });
  await createStaffAccount(started.db, { email: "editor@qwp.example", name: "Editor", role: "editor", password: PASSWORD });
  editor = await signIn(started.baseUrl, "editor@qwp.example", PASSWORD);
  return started;
};
const builds = async (): Promise<Build[]> =>
  (await server.request("/api/admin/site/builds", { headers: { cookie: editor, origin: server.baseUrl } })).json().builds;
const leaderPage = async () => (await server.request(LEADER)).body;
const historyFile = () => JSON.parse(fs.readFileSync(path.join(env.RELEASES_DIR, "builds.json"), "utf8")) as Build[];

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT_DIR, "public", "index.html"))) {
    throw new Error('The checkout\'s build is the first release here: run "npm run build" first.');
  }
  dir = tempDir("qwp-publish-real-");
  repo = makeContentRepo(dir);
  original = JSON.parse(fs.readFileSync(path.join(repo.work, "data", "leaders", `${SLUG}.json`), "utf8"));
  env = {
    SEED_DEMO_CONTENT: "false",
    LOG_LEVEL: "warn",
    ...realPublishingEnv(dir, repo),
    DEPLOY_HOOK_SECRET: SECRET,
  };
  server = await startServer();
  // What `npm start` does first: the checkout's build is the first release.
  expect(await server.publishing.releaseCheckout()).toBeDefined();
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it("keeps the live site when a pushed data file is broken, and lists the data checks' lines", async () => {
  const liveBefore = server.publishing.releases!.liveId();
  const pageBefore = await leaderPage();
  const broken = repo.setLeaderField(SLUG, "name", "");
  const hook = await sendPushHook(server.port, pushEvent(broken), SECRET);
  expect(hook.statusCode).toBe(202);
  const done = await waitForBuild(() => server.publishing.history!.get(hook.json().build.id), BUILD_TIMEOUT_MS);
  expect(done).toMatchObject({ status: "failed", commit: broken });
  const listed = (await builds()).find((b) => b.id === done.id)!;
  expect(listed.errors.length).toBeGreaterThan(0);
  expect(listed.errors.join("\n")).toMatch(new RegExp(`data/leaders/${SLUG}\\.json.*name`));
  expect(server.publishing.releases!.liveId()).toBe(liveBefore);
  expect(await leaderPage()).toBe(pageBefore);
});

it("builds a fixed push; two pushes during that build become one follow-up build of the newest commit, a new district file in it", async () => {
  repo.setLeaderField(SLUG, "name", original.name);
  const first = repo.setLeaderField(SLUG, "description", "Marker A: the first published change.");
  const hookA = await sendPushHook(server.port, pushEvent(first), SECRET);
  expect(hookA.statusCode).toBe(202);
  // Wait until build A has fetched its commit into the workspace, then push twice more.
  const workspaceHead = () => execFileSync("git", ["rev-parse", "HEAD"], { cwd: env.BUILD_WORKSPACE, encoding: "utf8" }).trim();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && (!fs.existsSync(path.join(env.BUILD_WORKSPACE, ".git")) || workspaceHead() !== first)) await new Promise((r) => setTimeout(r, 100));
  expect(workspaceHead()).toBe(first);
  const second = repo.setLeaderField(SLUG, "description", "Marker B: pushed during the build.");
  expect((await sendPushHook(server.port, pushEvent(second), SECRET, "gitlab")).statusCode).toBe(202);
  // The newest commit's build also brings a new district (pushed without a hook of its own).
  for (const [file, json] of NEW_DISTRICT_FILES) repo.commitFile(file, `${JSON.stringify(json, null, 2)}\n`, `District ${NEW_DISTRICT.slug}: ${file}`);
  const third = repo.setLeaderField(SLUG, "description", "Marker C: the newest commit.");
  expect((await sendPushHook(server.port, pushEvent(third), SECRET)).statusCode).toBe(202);

  await waitForBuild(() => server.publishing.history!.all()[0], 2 * BUILD_TIMEOUT_MS);
  const [c, b, a] = await builds();
  expect([a.status, a.commit]).toEqual(["live", first]);
  expect([b.status, c.status, c.commit]).toEqual(["superseded", "live", third]);
  // Each step's time, in the order the steps ran, for the console's history and the publish bench.
  const timed = c.log.filter((line) => / in \d+\.\d s\b/.test(line)).map((line) => line.replace(/ in \d+\.\d s.*$/, ""));
  expect(timed).toEqual(["Workspace updated", "Data checks passed", "gatsby build finished", expect.stringMatching(/^Release \S+ is live, copied and switched$/)]);
  expect(await leaderPage()).toContain("Marker C: the newest commit.");
  expect(await newDistrictSeen()).toEqual(SEEN);
  const live = (await server.request("/api/admin/site", { headers: { cookie: editor } })).json();
  expect(live).toMatchObject({ live: { commit: third, author: "Test Editor", message: `Leader ${SLUG}: new description` }, building: false, queued: false });
});

it("rolls back to the release of the first change at once, and forward again, the districts with it", async () => {
  const releases = server.publishing.releases!.list();
  const [newest, older] = releases;
  const roll = (id: string) =>
    server.request(`/api/admin/site/releases/${id}/activate`, { method: "POST", headers: { cookie: editor, origin: server.baseUrl } });
  expect((await roll(older.id)).json().live.id).toBe(older.id);
  expect(await leaderPage()).toContain("Marker A: the first published change.");
  // The first change's release has no such district: the server's list is the live release's.
  expect(await newDistrictSeen()).toEqual(NOT_SEEN);
  expect((await roll(newest.id)).statusCode).toBe(200);
  expect(await leaderPage()).toContain("Marker C: the newest commit.");
  expect(await newDistrictSeen()).toEqual(SEEN);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(port));
    });
  });

/** A process that exists and is not a zombie waiting to be reaped (a container's init may not reap). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

it("after a server is killed during a build, a restarted one serves the live release and discards the unfinished build", async () => {
  await server.close();
  const liveId = fs.readFileSync(path.join(env.RELEASES_DIR, "current"), "utf8").trim();
  const commit = repo.setLeaderField(SLUG, "description", "Marker D: never finished.");
  const port = await freePort();
  // The server itself is the child (no tsx launcher in between), so killing the child kills the server.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve-test.ts"], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
  });
  let buildPid = 0;
  try {
    const up = Date.now() + 120_000;
    while (Date.now() < up) {
      const ok = await httpRequest(port, "/api/health").then((r) => r.statusCode === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await sendPushHook(port, pushEvent(commit), SECRET)).statusCode).toBe(202);
    // Kill it once the build's own processes run (the data checks or gatsby).
    const running = Date.now() + 120_000;
    const pidFile = path.join(env.RELEASES_DIR, "build.pid");
    while (Date.now() < running && !(historyFile()[0]?.status === "running" && fs.existsSync(pidFile))) await new Promise((r) => setTimeout(r, 100));
    buildPid = Number(fs.readFileSync(pidFile, "utf8"));
    expect(alive(buildPid)).toBe(true);
  } finally {
    child.kill("SIGKILL");
  }
  await new Promise((resolve) => child.once("exit", resolve));
  expect(historyFile()[0].status).toBe("running");

  server = await startServer();
  const [interrupted] = await builds();
  expect(interrupted).toMatchObject({ status: "failed", errors: [INTERRUPTED] });
  expect(server.publishing.releases!.liveId()).toBe(liveId);
  expect(await leaderPage()).toContain("Marker C: the newest commit.");
  expect(fs.readdirSync(env.RELEASES_DIR).filter((name) => name.startsWith(".incoming-"))).toEqual([]);
  // The killed server's build does not go on writing into the workspace.
  const gone = Date.now() + 10_000;
  while (alive(buildPid) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
  expect(alive(buildPid)).toBe(false);
});

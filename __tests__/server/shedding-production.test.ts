/**
 * @jest-environment node
 *
 * Load shedding as production runs it (its own process, NODE_ENV=production, shedding on with its
 * defaults): it refuses no visitor the server can serve, i.e. not in the server's first seconds,
 * not beside a heavy calendar file asked for again and again with cache-busting query strings, not
 * while other programs keep the machine's cores busy (and never the page's scripts), and it still
 * refuses a real flood at once with Retry-After.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createEventRepository } from "../../server/events/eventRepository";
import { openDatabase } from "../../server/platform/database";
import { makeEvent } from "../../test-support/fixtures/content";
import { writeFixtureSite } from "../../test-support/fixtures/site";
import { CONTENT_EDITOR, makeContentRepo } from "../../test-support/publishing";
import { createStaffAccount, httpRequest, sessionCookieOf, tempDir } from "../../test-support/server";
import { startServerProcess, type ServerProcess } from "../../test-support/serverProcess";

jest.setTimeout(120_000);

const HEAVY_EVENT = "long-description";
/** What readers ask for: pages, server-made pages and the API the pages call. */
const READS = [
  "/",
  "/news",
  "/ur/news",
  "/events",
  "/api/news?page=1",
  "/api/news/latest",
  "/api/search?q=peshawar",
  "/ur/events",
];

let server: ServerProcess;
const startedAt = { ms: 0 };
/** The site's address: the origin a console write comes from (production refuses loopback origins). */
const SITE_URL = "https://qwp.example";

beforeAll(async () => {
  const dir = tempDir("qwp-shedding-");
  const databasePath = path.join(dir, "qwp.sqlite");
  const db = openDatabase(databasePath);
  // The longest description the console takes: turning it into calendar text takes hundreds of milliseconds.
  createEventRepository(db).create(
    makeEvent(Date.now(), 48, {
      title: "A long programme",
      slug: HEAVY_EVENT,
      body: `<p>${"Programme. ".repeat(9_090)}</p>`,
    }),
    null,
  );
  await createStaffAccount(db, { ...CONTENT_EDITOR, role: "editor" });
  db.close();
  // Publishing on, from a content repository of its own, so the console saves as production's does.
  server = await startServerProcess({
    SHED_LOAD: "true",
    PUBLISHING: "1",
    CONTENT_REPO: makeContentRepo(dir).bare,
    CONTENT_BRANCH: "main",
    RELEASES_DIR: path.join(dir, "releases"),
    SITE_URL,
    STAFF_2FA_ROLES: "",
    PUBLIC_DIR: await writeFixtureSite(path.join(dir, "public")),
    DATABASE_PATH: databasePath,
    MEDIA_DIR: path.join(dir, "media"),
  });
  startedAt.ms = Date.now();
});
afterAll(async () => {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Answer = { url: string; status: number; ms: number; retryAfter?: string };
async function get(url: string): Promise<Answer> {
  const started = performance.now();
  const response = await httpRequest(server.port, url);
  return {
    url,
    status: response.statusCode,
    ms: performance.now() - started,
    retryAfter: response.headers["retry-after"] as string | undefined,
  };
}
/** A reader asking for `url` every 200 ms until `until()`. */
async function readerAt5PerSecond(urls: string[], until: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; !until(); i += 1) {
    const due = performance.now() + 200;
    answers.push(await get(urls[i % urls.length]));
    await sleep(Math.max(0, due - performance.now()));
  }
  return answers;
}
const refused = (answers: Answer[]) => answers.filter((a) => a.status === 503);

it("answers a burst of 31 readers' requests in each of its first 3 seconds without refusing any", async () => {
  const bursts: Answer[][] = [];
  for (let second = 0; second < 3; second += 1) {
    await sleep(Math.max(0, startedAt.ms + second * 1000 - Date.now()));
    bursts.push(
      await Promise.all(Array.from({ length: 31 }, (_, i) => get(READS[i % READS.length]))),
    );
  }
  expect(bursts.map(refused)).toEqual([[], [], []]);
  expect(bursts.flat().filter((a) => a.status !== 200)).toEqual([]);
});

it("keeps serving a reader at 5 a second while a heavy calendar file is asked for 60 times with cache-busting query strings", async () => {
  let done = false;
  const calendars = (async () => {
    const answers: Promise<Answer>[] = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push(get(`/events/${HEAVY_EVENT}.ics?cb=${i}`));
      await sleep(100);
    }
    return Promise.all(answers).finally(() => (done = true));
  })();
  const reader = await readerAt5PerSecond(["/news", "/api/news?page=1"], () => done);
  const files = await calendars;
  expect(reader.length).toBeGreaterThanOrEqual(20);
  expect(refused(reader)).toEqual([]);
  expect(refused(files)).toEqual([]);
  expect(files.every((a) => a.status === 200)).toBe(true);
});

it("neither delays nor refuses the readers beside an editor's save that fails its data checks", async () => {
  const LEADER = "/api/admin/content/data/leaders/tariq-khan.json";
  const signedIn = await httpRequest(server.port, "/api/admin/session", { method: "POST", headers: { origin: SITE_URL }, json: { email: CONTENT_EDITOR.email, password: CONTENT_EDITOR.password } });
  const staff = { cookie: sessionCookieOf(signedIn), origin: SITE_URL };
  // Opening the file makes the edit clone (a first fetch of the repository), as an editor's first visit does.
  const opened = await httpRequest(server.port, LEADER, { headers: staff });
  expect(opened.statusCode).toBe(200);
  const { data, revision } = opened.json();
  const failingSave = () => httpRequest(server.port, LEADER, { method: "PUT", headers: staff, json: { data: { ...data, name: "" }, revision } });
  expect((await failingSave()).statusCode).toBe(400);

  // A reader asks every 20 ms throughout; quiet moments and saves take turns, so that whatever
  // else the machine does weighs on both alike.
  const phase = { saving: false, done: false };
  const answers: Array<Answer & { saving: boolean }> = [];
  const reader = (async () => {
    for (let i = 0; !phase.done; i += 1) {
      const due = performance.now() + 20;
      const savingBefore = phase.saving;
      // An answer counts as beside a save when a save ran as it was asked or as it came.
      answers.push({ ...(await get(i % 2 ? "/news" : "/api/news?page=1")), saving: savingBefore || phase.saving });
      await sleep(Math.max(0, due - performance.now()));
    }
  })();
  const saves: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    await sleep(600);
    phase.saving = true;
    saves.push((await failingSave()).statusCode);
    phase.saving = false;
  }
  phase.done = true;
  await reader;
  const p90 = (list: Answer[]) => list.map((a) => a.ms).sort((x, y) => x - y)[Math.floor(list.length * 0.9)];
  const beside = answers.filter((a) => a.saving);
  const quiet = answers.filter((a) => !a.saving);
  expect(saves).toEqual([400, 400, 400, 400, 400]);
  expect(beside.length).toBeGreaterThan(10);
  expect(refused(answers)).toEqual([]);
  // The slowest tenth of the readers beside the saves waits at most 50 ms more than in the quiet moments.
  expect(p90(beside)).toBeLessThanOrEqual(p90(quiet) + 50);
});

/** Scripts and styles a page names, as a browser would fetch them. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
}

it("refuses no reader and no script of a page while four other programs keep the machine's cores busy", async () => {
  const hogs: ChildProcess[] = Array.from({ length: 4 }, () =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
  );
  try {
    await sleep(1000);
    const until = Date.now() + 6000;
    const page = await get("/");
    const scripts = assetsOf((await httpRequest(server.port, "/")).body);
    expect(scripts.length).toBeGreaterThan(0);
    const browser = (async () => {
      const answers: Answer[] = [];
      while (Date.now() < until) {
        // Six at a time, as a browser asks one origin over HTTP/1.1; a cache-busting query, as after a release.
        for (let i = 0; i < scripts.length; i += 6)
          answers.push(
            ...(await Promise.all(
              scripts.slice(i, i + 6).map((s) => get(`${s}?v=${answers.length}`)),
            )),
          );
        await sleep(100);
      }
      return answers;
    })();
    const reader = await readerAt5PerSecond(READS, () => Date.now() >= until);
    const assets = await browser;
    expect(page.status).toBe(200);
    expect(reader.length).toBeGreaterThanOrEqual(20);
    expect(refused(reader)).toEqual([]);
    expect(refused(assets)).toEqual([]);
  } finally {
    hogs.forEach((hog) => hog.kill("SIGKILL"));
  }
});

const FLOOD = 48000;
const PIPELINED = 100;

it("refuses a flood past its capacity at once, with Retry-After, and serves again after it", async () => {
  // 480 connections, each with 100 requests for the news list pipelined (HEAD: the work, without the bytes) and written at once, in waves over 3 s: far
  // more than the server serves in the 500 ms a request may wait, for longer than the 1 s it takes to
  // count as saturated, from a client that spends almost nothing on them (a few hundred sockets, and
  // it reads the status lines only), so the flood is past capacity on a fast machine too.
  const connect = () =>
    new Promise<string>((resolve) => {
      let text = "";
      const requests = Array.from(
        { length: PIPELINED },
        (_, i) =>
          `HEAD /api/news?page=1 HTTP/1.1\r\nHost: localhost\r\n${i === PIPELINED - 1 ? "Connection: close\r\n" : ""}\r\n`,
      ).join("");
      const socket = net.connect(server.port, "127.0.0.1", () => socket.write(requests));
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(text));
    });
  const waves: Promise<string>[] = [];
  for (let wave = 0; wave < 12; wave += 1) {
    for (let i = 0; i < FLOOD / PIPELINED / 12; i += 1) waves.push(connect());
    await sleep(250);
  }
  const texts = await Promise.all(waves);
  // Pipelined answers follow each other's bodies directly: a status line starts anywhere in the text.
  const statuses = texts.flatMap((text) =>
    [...text.matchAll(/HTTP\/1\.1 (\d{3}) [A-Za-z ]+\r\n/g)].map((m) => Number(m[1])),
  );
  const refusals = texts.flatMap((text) =>
    text
      .split(/(?=HTTP\/1\.1 \d{3} [A-Za-z ]+\r\n)/)
      .filter((answer) => answer.startsWith("HTTP/1.1 503")),
  );
  expect(statuses).toHaveLength(FLOOD);
  expect(refusals.length).toBeGreaterThan(0);
  expect(refusals.every((answer) => /^retry-after: 5\r$/im.test(answer))).toBe(true);
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  // The server's own time for a refusal (its metrics): a small fraction of an answer's.
  const metrics = await new Promise<string>((resolve) =>
    http.get({ host: "127.0.0.1", port: server.metricsPort, path: "/metrics" }, (r) => {
      let t = "";
      r.on("data", (c) => (t += c));
      r.on("end", () => resolve(t));
    }),
  );
  const sample = (status: number, what: "sum" | "count") =>
    Number(
      new RegExp(
        `^qwp_http_request_duration_seconds_${what}\\{method="HEAD",route="/api/news",status_code="${status}"\\} (\\S+)$`,
        "m",
      ).exec(metrics)?.[1] ?? NaN,
    );
  expect(sample(503, "sum") / sample(503, "count")).toBeLessThan(0.05);
  await sleep(1500);
  expect((await get("/news")).status).toBe(200);
});

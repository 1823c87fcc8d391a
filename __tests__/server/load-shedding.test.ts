/**
 * @jest-environment node
 *
 * Past capacity the server sheds load: while its event loop is saturated and requests wait past
 * the limit, they get 503 with Retry-After at once (health and the build's static files excepted),
 * nothing it refused is stored, and it recovers by itself. One long task on an idle loop refuses
 * nobody. The loop is held up on purpose, in this process: a timer keeps blocking it, as a burst
 * of work past what the machine can do would.
 */
import net from "node:net";
import { OVERLOADED } from "../../server/platform/loadShedding";
import { VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

jest.setTimeout(30_000);

type Server = Awaited<ReturnType<typeof createTestApp>>;

/** Polls until the server answers a read with 200; resolves to the last status. */
async function answersWithin(server: Server, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  let status = 0;
  while (Date.now() < deadline && (status = (await server.request("/api/news?page=1")).statusCode) !== 200) await new Promise((r) => setTimeout(r, 20));
  return status;
}

/** Keeps the event loop busy: every turn of the loop is held up for `ms`. */
function holdUpLoop(ms: number): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      /* busy, like a loop past its capacity */
    }
  }, 1);
  return () => clearInterval(timer);
}

const sampleOf = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0);
const storedContacts = (server: Server) => (server.db.prepare("SELECT count(*) AS n FROM contacts").get() as { n: number }).n;

it("answers 503 with Retry-After at once while the event loop is saturated, never for health or static files, and recovers by itself", async () => {
  const server = await createTestApp({ withSite: true, env: { SHED_LOAD: "true", SHED_WINDOW_MS: "200", SHED_QUEUE_WAIT_MS: "150", SHED_RETRY_AFTER_S: "7" } });
  try {
    // Start-up work shows in the first samples; the server sheds until they pass.
    expect(await answersWithin(server, 5000)).toBe(200);
    const storedBefore = storedContacts(server);
    const altcha = await server.botCheck();

    const release = holdUpLoop(250);
    let answers;
    try {
      // Four samples of the loop, each taken late (after a 250 ms block), make a saturated window.
      await new Promise((r) => setTimeout(r, 1500));
      const [submission, ...reads] = await Promise.all([
        server.request("/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha } }),
        ...Array.from({ length: 6 }, () => server.request("/api/news?page=1")),
      ]);
      answers = {
        reads,
        submission,
        live: await server.request("/api/health/live"),
        ready: await server.request("/api/health/ready"),
        script: await server.request("/app-0123456789abcdef0123.js?v=1"),
      };
    } finally {
      release();
    }
    const refused = [...answers.reads, answers.submission].filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 201);
    // A request read right after a sample may count as under the limit; the rest are refused.
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("7");
      expect(answer.json()).toEqual({ message: OVERLOADED });
    }
    expect(answers.live.statusCode).toBe(200);
    expect(answers.ready.statusCode).toBe(200);
    expect(answers.script.statusCode).toBe(200);
    // What was refused was not stored; what was acknowledged was.
    const acknowledged = answers.submission.statusCode === 201 ? 1 : 0;
    expect(storedContacts(server)).toBe(storedBefore + acknowledged);

    const metrics = await server.metrics.registry.metrics();
    expect(sampleOf(metrics, /^qwp_http_requests_shed_total (\d+)$/m)).toBeGreaterThanOrEqual(6);
    // Refused at once: the server spent no real time on them (a blocked turn of the loop is 250 ms).
    const shedSeconds = sampleOf(metrics, /^qwp_http_request_duration_seconds_sum\{method="GET",route="\/api\/news",status_code="503"\} (\S+)$/m);
    const shedCount = sampleOf(metrics, /^qwp_http_request_duration_seconds_count\{method="GET",route="\/api\/news",status_code="503"\} (\S+)$/m);
    expect(shedCount).toBeGreaterThanOrEqual(5);
    expect(shedSeconds / shedCount).toBeLessThan(0.02);

    // Recovers by itself once the loop keeps up again, and takes submissions.
    expect(await answersWithin(server, 5000)).toBe(200);
    expect((await server.submit("/api/contacts", VALID_CONTACT)).statusCode).toBe(201);
    expect(storedContacts(server)).toBe(storedBefore + acknowledged + 1);
  } finally {
    await server.close();
  }
});

/** A server of its own: each request holds the loop for `holdMs`, as a page render would. */
async function busyApp(holdMs: number, settings: Partial<Parameters<typeof import("../../server/platform/loadShedding").installLoadShedding>[1]> = {}) {
  const Fastify = (await import("fastify")).default;
  const { installLoadShedding } = await import("../../server/platform/loadShedding");
  const app = Fastify();
  const shed = { count: 0 };
  const defaults = { enabled: true, loopUtilisation: 0.9, windowMs: 400, queueWaitMs: 150, maxInFlight: 64, maxHeapUsedBytes: 0, retryAfterS: 3 };
  installLoadShedding(app, { ...defaults, ...settings }, () => (shed.count += 1));
  // The hook throws its refusal; the app's error handler answers it with answerRefusal, as here.
  const { answerRefusal, Refusal } = await import("../../server/platform/refusal");
  app.setErrorHandler((error, _request, reply) => (error instanceof Refusal ? answerRefusal(reply, error) : reply.send(error)));
  const busy = async () => {
    const until = performance.now() + holdMs;
    while (performance.now() < until) {
      /* work */
    }
    return { ok: true };
  };
  app.get("/api/news", busy);
  app.get("/api/health/live", busy);
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, shed, port: (app.server.address() as { port: number }).port };
}

type Answer = { status: number; retryAfter: string | null; body: unknown };
/** Opens one connection per path, then writes every request at once, so the server reads them all in one turn. */
async function burstOf(port: number, paths: string[]): Promise<Answer[]> {
  const sockets = await Promise.all(
    paths.map(() => new Promise<net.Socket>((resolve, reject) => { const socket = net.connect(port, "127.0.0.1", () => resolve(socket)).on("error", reject); })),
  );
  await new Promise((r) => setTimeout(r, 20)); // the server has accepted every connection
  const answers = sockets.map(
    (socket) =>
      new Promise<Answer>((resolve) => {
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("end", () => {
          const [head, body] = text.split("\r\n\r\n");
          resolve({ status: Number(head.split(" ")[1]), retryAfter: /^retry-after: (.*)$/im.exec(head)?.[1] ?? null, body: JSON.parse(body) });
        });
      }),
  );
  sockets.forEach((socket, i) => socket.write(`GET ${paths[i]} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
  return Promise.all(answers);
}

it("on a saturated loop, refuses the rest of a turn once its requests have waited past the limit, never health, and takes requests again once the loop keeps up", async () => {
  const { app, shed, port } = await busyApp(40);
  try {
    await new Promise((r) => setTimeout(r, 500)); // the first window after listening
    const release = holdUpLoop(100);
    let burst: Answer[];
    try {
      await new Promise((r) => setTimeout(r, 1000)); // a whole window saturated, even with the samples late
      // Twelve reads and two health checks read in one turn: at most three fit in 150 ms.
      burst = await burstOf(port, [...Array.from({ length: 12 }, () => "/api/news"), "/api/health/live", "/api/health/live"]);
    } finally {
      release();
    }
    const reads = burst.slice(0, 12);
    const served = reads.filter((a) => a.status === 200).length;
    expect(served).toBeLessThanOrEqual(6);
    for (const answer of reads.filter((a) => a.status !== 200)) {
      expect(answer).toEqual({ status: 503, retryAfter: "3", body: { message: OVERLOADED } });
    }
    expect(burst.slice(12).map((a) => a.status)).toEqual([200, 200]);
    expect(shed.count).toBe(12 - served);
    // Once a window passes unsaturated, the same burst is served whole.
    await new Promise((r) => setTimeout(r, 800));
    expect((await burstOf(port, Array.from({ length: 12 }, () => "/api/news"))).map((a) => a.status)).toEqual(Array(12).fill(200));
  } finally {
    await app.close();
  }
});

it("refuses nobody for one long task or a burst on a loop that was idle before it", async () => {
  const { app, shed, port } = await busyApp(40);
  try {
    await new Promise((r) => setTimeout(r, 500));
    // Twenty reads of 40 ms each in one turn: 800 ms of work, far past the 150 ms limit, but the loop was not saturated.
    const burst = await burstOf(port, Array.from({ length: 20 }, () => "/api/news"));
    expect(burst.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(shed.count).toBe(0);
  } finally {
    await app.close();
  }
});

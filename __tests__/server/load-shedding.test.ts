/**
 * @jest-environment node
 *
 * Past capacity the server sheds load: while its event loop is held up, requests get 503 with
 * Retry-After at once (health excepted), nothing it refused is stored, and it recovers by itself.
 * The loop is held up on purpose, in this process: a timer keeps blocking it, as a burst of work
 * past what the machine can do would.
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

it("answers 503 with Retry-After at once while the event loop is held up, never for health, and recovers by itself", async () => {
  const server = await createTestApp({ withSite: true, env: { SHED_EVENT_LOOP_DELAY_MS: "40", SHED_SAMPLE_MS: "50", SHED_RETRY_AFTER_S: "7" } });
  try {
    // Start-up work shows in the first samples; the server sheds until they pass.
    expect(await answersWithin(server, 5000)).toBe(200);
    const storedBefore = storedContacts(server);
    const altcha = await server.botCheck();

    const release = holdUpLoop(100);
    let answers;
    try {
      await new Promise((r) => setTimeout(r, 400));
      answers = {
        reads: await Promise.all(Array.from({ length: 5 }, () => server.request("/api/news?page=1"))),
        submission: await server.request("/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha } }),
        live: await server.request("/api/health/live"),
        ready: await server.request("/api/health/ready"),
      };
    } finally {
      release();
    }
    for (const answer of [...answers.reads, answers.submission]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("7");
      expect(answer.json()).toEqual({ message: OVERLOADED });
    }
    expect(answers.live.statusCode).toBe(200);
    expect(answers.ready.statusCode).toBe(200);
    // What was refused was not stored.
    expect(storedContacts(server)).toBe(storedBefore);

    const metrics = await server.metrics.registry.metrics();
    expect(sampleOf(metrics, /^qwp_http_requests_shed_total (\d+)$/m)).toBeGreaterThanOrEqual(6);
    // Refused at once: the server spent no real time on them (a blocked turn of the loop is 100 ms).
    const shedSeconds = sampleOf(metrics, /^qwp_http_request_duration_seconds_sum\{method="GET",route="\/api\/news",status_code="503"\} (\S+)$/m);
    const shedCount = sampleOf(metrics, /^qwp_http_request_duration_seconds_count\{method="GET",route="\/api\/news",status_code="503"\} (\S+)$/m);
    expect(shedCount).toBeGreaterThanOrEqual(5);
    expect(shedSeconds / shedCount).toBeLessThan(0.02);

    // Recovers by itself once the loop keeps up again, and takes submissions.
    expect(await answersWithin(server, 5000)).toBe(200);
    expect((await server.submit("/api/contacts", VALID_CONTACT)).statusCode).toBe(201);
    expect(storedContacts(server)).toBe(storedBefore + 1);
  } finally {
    await server.close();
  }
});

it("refuses the rest of a turn of the event loop once the turn has run past its budget, never health, and takes requests again on the next turn", async () => {
  const Fastify = (await import("fastify")).default;
  const { installLoadShedding } = await import("../../server/platform/loadShedding");
  const app = Fastify();
  let shed = 0;
  await installLoadShedding(app, { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, turnBudgetMs: 25, sampleIntervalMs: 10, retryAfterS: 3 }, () => (shed += 1));
  // Each request holds the loop for 10 ms, as a page render past capacity would.
  const busy = async () => {
    const until = performance.now() + 10;
    while (performance.now() < until) {
      /* work */
    }
    return { ok: true };
  };
  app.get("/api/news", busy);
  app.get("/api/health/live", busy);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.server.address() as { port: number }).port;
  type Answer = { status: number; retryAfter: string | null; body: unknown };
  /** Opens one connection per path, then writes every request at once, so the server reads them all in one turn. */
  const burstOf = async (paths: string[]): Promise<Answer[]> => {
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
  };
  try {
    await new Promise((r) => setTimeout(r, 50)); // armed after two samples
    // Twelve reads and two health checks read in one turn: about three fit in 25 ms.
    const burst = await burstOf([...Array.from({ length: 12 }, () => "/api/news"), "/api/health/live", "/api/health/live"]);
    const reads = burst.slice(0, 12);
    const served = reads.filter((a) => a.status === 200).length;
    expect(served).toBeGreaterThanOrEqual(1);
    expect(served).toBeLessThanOrEqual(6);
    for (const answer of reads.filter((a) => a.status !== 200)) {
      expect(answer).toEqual({ status: 503, retryAfter: "3", body: { message: OVERLOADED } });
    }
    expect(burst.slice(12).map((a) => a.status)).toEqual([200, 200]);
    expect(shed).toBe(12 - served);
    // The next turn starts with a fresh budget.
    expect((await burstOf(["/api/news"]))[0].status).toBe(200);
  } finally {
    await app.close();
  }
});

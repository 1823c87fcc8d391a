/**
 * @jest-environment node
 *
 * Past capacity the server sheds load: while its event loop is held up, requests get 503 with
 * Retry-After at once (health excepted), nothing it refused is stored, and it recovers by itself.
 * The loop is held up on purpose, in this process: a timer keeps blocking it, as a burst of work
 * past what the machine can do would.
 */
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

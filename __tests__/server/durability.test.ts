/**
 * @jest-environment node
 *
 * Kills the real server process with SIGKILL while submissions are in flight, restarts it on the
 * same database file, and checks that every submission answered 201 is there. (SIGKILL keeps the
 * OS page cache, so this proves "201 only after COMMIT"; synchronous=FULL is what covers power loss.)
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { TEST_BOT_CHECK_ENV, fetchBotCheck, tempDir } from "../../test-support/server";
import { postContact, startServerProcess } from "../../test-support/serverProcess";

jest.setTimeout(60_000);

it("every acknowledged submission survives SIGKILL and restart", async () => {
  const dir = tempDir("qwp-durability-");
  const env = {
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    PUBLIC_DIR: path.join(dir, "public"),
    MEDIA_DIR: path.join(dir, "media"),
    SEED_DEMO_CONTENT: "false",
    RATE_LIMIT_MAX: "0",
    ...TEST_BOT_CHECK_ENV,
  };
  try {
    const { child, port } = await startServerProcess(env);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const acknowledged: string[] = [];
    let failed = 0;
    let sent = 0;
    let killed = false;
    let dead = false;

    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => {
        dead = true;
        resolve(signal);
      }),
    );
    // Workers keep submitting until the process is gone: the server often answers the other workers'
    // requests before this process has even read the 300th answer, so stopping at the kill could
    // leave nothing in flight at the moment of death.
    const worker = async () => {
      while (!dead) {
        // Each submission carries its own solved bot check; after the kill there is none to get.
        const altcha = await fetchBotCheck(port).catch(() => null);
        if (altcha === null) continue;
        const subject = `durable-${sent++}`;
        const status = await postContact(agent, port, subject, altcha);
        if (status === 201) acknowledged.push(subject);
        else failed += 1;
        if (acknowledged.length >= 300 && !killed) {
          killed = true;
          child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(await exited).toBe("SIGKILL");
    agent.destroy();
    // Requests were still in flight when the process died.
    expect(failed).toBeGreaterThan(0);

    const restarted = await startServerProcess(env);
    const list = await new Promise<number>((resolve) =>
      http.get({ host: "127.0.0.1", port: restarted.port, path: "/api/news" }, (res) => { res.resume(); resolve(res.statusCode ?? 0); }),
    );
    expect(list).toBe(200);
    restarted.child.kill("SIGTERM");
    await new Promise((resolve) => restarted.child.on("exit", resolve));

    const db = new Database(env.DATABASE_PATH, { readonly: true });
    const stored = new Set((db.prepare("SELECT subject FROM contacts").all() as Array<{ subject: string }>).map((r) => r.subject));
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
    const missing = acknowledged.filter((subject) => !stored.has(subject));
    expect(missing).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** @jest-environment node */
/**
 * `npm start` with a port another program holds: it says which setting to change in one line
 * before anything slow (the first build takes minutes), instead of a bare EADDRINUSE stack after
 * it; and the metrics listener's default port, when taken, does not stop a new install's start.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { ROOT_DIR, loadConfig } from "../../server/platform/config";
import { checkPorts, metricsSkippedMessage, portTakenMessage } from "../../server/platform/ports";
import { tempDir } from "../../test-support/server";

jest.setTimeout(60_000);

/** Ports of this test's own: another program holding each is the point. */
const HELD = { main: 8371, metrics: 8372, metricsDefault: 8373 };

let holders: net.Server[] = [];
const hold = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const holder = net.createServer();
    holder.once("error", reject);
    holder.listen({ host: "127.0.0.1", port }, () => resolve());
    holders.push(holder);
  });
beforeAll(async () => {
  for (const port of Object.values(HELD)) await hold(port);
});
afterAll(async () => {
  await Promise.all(holders.map((holder) => new Promise((resolve) => holder.close(resolve))));
  holders = [];
});

/** Runs `npm start` as the unit does (node --import tsx scripts/start.ts); resolves with its exit code and output. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dir = tempDir("qwp-start-ports-");
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATABASE_PATH: path.join(dir, "qwp.sqlite"), RELEASES_DIR: path.join(dir, "releases"), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // A start that got past the check would build and serve: stopped here, and the test fails on its output.
  const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
  return new Promise((resolve) => child.on("exit", (code) => (clearTimeout(timer), resolve({ code, stdout, stderr }))));
}

it("stops at once when PORT is in use, naming the setting in one line", async () => {
  const started = await npmStart({ PORT: String(HELD.main), METRICS_PORT: "off" });
  expect(started.code).toBe(1);
  expect(started.stderr.trim()).toBe(`Not starting: ${portTakenMessage("PORT", "127.0.0.1", HELD.main)}`);
  expect(started.stdout).not.toMatch(/build/i);
});

it("stops at once when a METRICS_PORT the operator set is in use, naming the setting in one line", async () => {
  const started = await npmStart({ PORT: "8374", METRICS_PORT: String(HELD.metrics) });
  expect(started.code).toBe(1);
  expect(started.stderr.trim()).toBe(`Not starting: ${portTakenMessage("METRICS_PORT", "127.0.0.1", HELD.metrics)}`);
});

it("starts without the metrics listener when its default port is in use, and says so", async () => {
  const config = loadConfig({ HOST: "127.0.0.1", PORT: "8375" });
  expect(config.metrics).toMatchObject({ port: 9464, portSet: false });
  const checked = await checkPorts({ ...config, metrics: { ...config.metrics, port: HELD.metricsDefault } });
  expect(checked.config.metrics.port).toBeNull();
  expect(checked.note).toBe(metricsSkippedMessage("127.0.0.1", HELD.metricsDefault));
  // Set by the operator, the same port stops the start instead.
  await expect(checkPorts({ ...config, metrics: { ...config.metrics, port: HELD.metricsDefault, portSet: true } })).rejects.toThrow(portTakenMessage("METRICS_PORT", "127.0.0.1", HELD.metricsDefault));
  // Free ports pass as they are.
  expect((await checkPorts({ ...config, metrics: { ...config.metrics, port: 8376 } })).config.metrics.port).toBe(8376);
});

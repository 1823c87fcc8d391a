/**
 * The real server as a process of its own (`node --import tsx server/main.ts`, one process: the
 * tsx command would start a second one, which a SIGKILL of the first would leave running), for
 * the tests and benchmarks that kill, restart or load it from outside: backups, durability,
 * publishing and the API benchmark.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { ROOT_DIR } from "../server/platform/config";
import { VALID_CONTACT } from "./fixtures/content";

export type ServerProcess = { child: ChildProcess; port: number; /** The metrics listener's port (METRICS_PORT is 0 unless `env` says otherwise). */ metricsPort?: number };

/**
 * Starts the server on 127.0.0.1 and a free port, as production runs it (NODE_ENV=production), with
 * `env` over this process's environment, and resolves once it listens. The metrics listener takes
 * any free port; load shedding is off unless `env` sets it: on a test machine busy with other
 * work, the host's load would read as this server's and refuse requests a test counts on. Its standard error is passed through with `stderr: "inherit"`.
 */
export function startServerProcess(env: Record<string, string>, { stderr = "pipe" }: { stderr?: "pipe" | "inherit" } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", METRICS_PORT: "0", SHED_LOAD: "false", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", stderr],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /QWP site and API: http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      const metrics = /Metrics and health details: http:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ child, port: Number(match[1]), metricsPort: metrics ? Number(metrics[1]) : undefined });
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Posts a valid contact message with this subject and solved bot check; resolves to the status (0: no answer). */
export function postContact(agent: http.Agent, port: number, subject: string, altcha: string): Promise<number> {
  const body = JSON.stringify({ ...VALID_CONTACT, subject, altcha });
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/api/contacts", method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

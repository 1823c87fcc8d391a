/**
 * A server program the tests run in the foreground (Varnish, Caddy): started with its state in a
 * temp folder, its output kept for the error message if it never comes up, and stopped with the
 * folder removed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export type ForegroundProcess = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

export function startForeground(command: string, args: string[], { dir, env }: { dir: string; env?: NodeJS.ProcessEnv }): ForegroundProcess {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

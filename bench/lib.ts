/** What the benches share: their options, a built site served by the project's own server, and medians. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ROOT } from "../scripts/lib/routes";

/**
 * The command line every bench reads: `--name=value` flags, the build to measure (--public-dir,
 * default public/), an earlier build to measure beside it (--compare-public-dir) and the checkout whose
 * server serves that build (--compare-root, default this one): the server renders the news and events
 * pages from its checkout's components, so an earlier build hydrates markup of its own only when
 * served by its own checkout.
 */
export function benchArgs(argv = process.argv.slice(2)) {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const compare = flag("compare-public-dir");
  return {
    flag,
    publicDir: path.resolve(flag("public-dir") ?? path.join(ROOT, "public")),
    compareDir: compare ? path.resolve(compare) : undefined,
    compareRoot: path.resolve(flag("compare-root") ?? ROOT),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `npm run serve:test` (fresh temporary database) on a port, serving a built site from publicDir, run
 * from the checkout `root` (default this one).
 */
export function startServer(
  port: number,
  publicDir: string,
  root = ROOT,
): { server: ChildProcess; stop: () => void } {
  const server = spawn("npm", ["run", "serve:test"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_DIR: publicDir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  return { server, stop };
}

export async function waitForServer(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server for ${url} exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url} within 120 s`);
}

/**
 * Debian's Varnish as the stand-in for a CDN in front of the server: started in the foreground
 * with its builtin VCL plus test-support/cdn.vcl (what a CDN does by default that Varnish does not;
 * see that file), on a free port, with its working folder in a temp folder.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./freePort";
import { startForeground } from "./foregroundProcess";
import { httpRequest, tempDir } from "./server";

export type Varnish = { port: number; child: ChildProcess; stop: () => Promise<void> };

export const CDN_VCL = path.join(__dirname, "cdn.vcl");

export async function startVarnish(backendPort: number): Promise<Varnish> {
  const dir = tempDir("qwp-varnish-");
  // Started as root, Varnish reads its VCL as its own unprivileged user.
  fs.chmodSync(dir, 0o755);
  const vcl = path.join(dir, "cdn.vcl");
  fs.writeFileSync(vcl, fs.readFileSync(CDN_VCL, "utf8").replace("BACKEND_PORT", String(backendPort)));
  const port = await freePort();
  // Debian installs it in /usr/sbin, which an unprivileged user's PATH may lack.
  const { child, output, stop } = startForeground(
    "/usr/sbin/varnishd",
    ["-F", "-a", `127.0.0.1:${port}`, "-f", vcl, "-n", path.join(dir, "work"), "-s", "malloc,64m", "-p", "thread_pools=1"],
    { dir },
  );
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    if (child.exitCode !== null) break;
    const answered = await httpRequest(port, "/api/health").then(() => true, () => false);
    if (answered) return { port, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Varnish did not start:\n${output()}`);
}

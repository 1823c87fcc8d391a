/**
 * Starting a git process, as the worker pool runs it (server/platform/git.ts sends every git call
 * here): starting a child process copies the server's memory map, which held the event loop for
 * 10-170 ms a call on a loaded machine, so it happens on a worker thread instead.
 */
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** git's standard output as it is (not trimmed: a file's text read with `git show` keeps its bytes). */
export async function runGit(dir: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run("git", args, { cwd: dir, maxBuffer: 32 * 1024 * 1024, encoding: "utf8", env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env } });
  return stdout;
}

/** Many objects ("<commit>:<path>") in one `git cat-file --batch`: each blob's text, undefined where there is none. */
export function readBlobs(dir: string, specs: string[]): Promise<Map<string, string | undefined>> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd: dir, stdio: ["pipe", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", () => {
      const out = Buffer.concat(chunks);
      const result = new Map<string, string | undefined>();
      let at = 0;
      for (const spec of specs) {
        const lineEnd = out.indexOf(10, at);
        const header = out.subarray(at, lineEnd).toString("utf8");
        at = lineEnd + 1;
        const [, type, size] = header.split(" ");
        if (type === undefined || size === undefined || header.endsWith(" missing")) {
          result.set(spec, undefined);
          continue;
        }
        result.set(spec, type === "blob" ? out.subarray(at, at + Number(size)).toString("utf8") : undefined);
        at += Number(size) + 1;
      }
      resolve(result);
    });
    child.stdin.end(`${specs.join("\n")}\n`);
  });
}

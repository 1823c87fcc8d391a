/**
 * Backups leave the machine, and they hold every member's national ID number: they are written as
 * one tar archive encrypted with age (Debian's `age`, https://age-encryption.org) to public keys
 * (`age1…` recipients). The server holds only those public keys; reading a backup takes the
 * private key, which stays with the people who restore.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

export class ArchiveError extends Error {}

type Step = { command: string; args: string[] };

/**
 * Runs `first | second`; rejects with the failing program's own message. When both fail, the
 * first is the cause (a reader fed a cut-off stream fails too, and may exit before the writer).
 */
export function pipeline(first: Step, second: Step): Promise<void> {
  const run = ({ command, args }: Step, stdio: Array<"ignore" | "pipe">) => {
    const child = spawn(command, args, { stdio: stdio as ["ignore" | "pipe", "ignore" | "pipe", "pipe"] });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const done = new Promise<void>((resolve, reject) => {
      child.once("error", (error: NodeJS.ErrnoException) =>
        reject(new ArchiveError(error.code === "ENOENT" ? `${command} is not installed (Debian: apt-get install ${command}).` : `${command}: ${error.message}`)),
      );
      child.once("close", (code) => (code === 0 ? resolve() : reject(new ArchiveError(`${command} failed: ${stderr.trim().split("\n").slice(-3).join(" ") || `exit code ${code}`}`))));
    });
    return { child, done };
  };
  const a = run(first, ["ignore", "pipe", "pipe"]);
  const b = run(second, ["pipe", "ignore", "pipe"]);
  a.child.stdout!.pipe(b.child.stdin!);
  // A reader that stops early must not leave the writer's error unhandled.
  b.child.stdin!.on("error", () => undefined);
  return Promise.allSettled([a.done, b.done]).then((results) => {
    const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failure) throw failure.reason;
  });
}

/** Writes `names` (files and folders inside `dir`) as a tar archive encrypted to `recipients`. */
export async function encryptFolder(dir: string, names: string[], recipients: string[], archive: string): Promise<void> {
  await pipeline(
    { command: "tar", args: ["-C", dir, "-cf", "-", "--", ...names] },
    { command: "age", args: [...recipients.flatMap((recipient) => ["-r", recipient]), "-o", archive] },
  );
  fs.chmodSync(archive, 0o600);
}

/** Decrypts `archive` with the private key in `identityFile` and unpacks it into `dir` (which must exist). */
export async function decryptInto(archive: string, identityFile: string, dir: string): Promise<void> {
  if (!fs.existsSync(identityFile)) throw new ArchiveError(`No private key at ${identityFile}.`);
  await pipeline(
    { command: "age", args: ["-d", "-i", identityFile, "--", archive] },
    { command: "tar", args: ["-C", dir, "-xf", "-", "--no-same-owner", "--no-same-permissions"] },
  );
}

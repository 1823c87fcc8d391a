/**
 * `npm run site -- build | status | rollback <release-id>`: the publisher from the command line,
 * on the same releases, build history and audit log as the server (a running server picks up a
 * switch within a second). A build waits for one the server is running to finish.
 */
import { createAuditLog } from "../staff/auditLog";
import type { ServerConfig } from "../platform/config";
import { openDatabase, type Db } from "../platform/database";
import { printable } from "../platform/printable";
import { buildLockOwner } from "./publisher";
import { createPublishing } from "./setup";

export type SiteCliIo = { out: (text: string) => void; err: (text: string) => void };

const USAGE = "Usage: npm run site -- build | status | rollback <release-id>\n";
const ACTOR = "command line";
/** Pushers' names and commit messages come from outside (a git host's push event, a commit): shown, never obeyed by the terminal. */
const line = (text: string) => printable(text, { oneLine: true });

export async function runSiteCli(argv: string[], config: ServerConfig, io: SiteCliIo): Promise<number> {
  const [command, id] = argv;
  if (!["build", "status", "rollback"].includes(command ?? "") || (command === "rollback" && !id)) {
    io.err(USAGE);
    return 2;
  }
  let db: Db | undefined;
  try {
    db = openDatabase(config.databasePath);
    const publishing = createPublishing({ ...config, publishing: { ...config.publishing, enabled: true } }, { audit: createAuditLog(db) });
    const { publisher, releases, history } = publishing;
    if (!publisher || !releases || !history) throw new Error("publishing is not available");

    if (command === "status") {
      const live = releases.live();
      io.out(live ? `Live: ${live.id} (commit ${live.commit.slice(0, 12)} "${line(live.message)}" by ${line(live.author)}, live since ${live.at})\n` : "Live: no release yet (the server serves public/).\n");
      const owner = buildLockOwner(releases.root);
      io.out(owner ? `Building now (process ${owner}).\n` : "No build running.\n");
      io.out("Recent builds:\n");
      for (const b of history.page(1).builds.slice(0, 10)) {
        io.out(`  #${b.id} ${b.status.padEnd(10)} ${b.trigger.padEnd(7)} ${(b.commit ?? "").slice(0, 12).padEnd(12)} ${b.requestedAt} ${line(b.by ?? "")}\n`);
        for (const error of b.errors) io.out(`      ✗ ${line(error)}\n`);
      }
      io.out("Kept releases (roll back with: npm run site -- rollback <id>):\n");
      for (const r of releases.list()) io.out(`  ${r.id}${r.id === live?.id ? " (live)" : ""}  ${line(r.message)}\n`);
      return 0;
    }

    if (command === "rollback") {
      const release = publisher.activate(id, ACTOR);
      if (!release) {
        io.err(`There is no kept release "${id}". See npm run site -- status.\n`);
        return 1;
      }
      io.out(`Live: ${release.id} (commit ${release.commit.slice(0, 12)} "${line(release.message)}").\n`);
      return 0;
    }

    const build = publisher.request("cli", ACTOR);
    io.out(`Build #${build.id} started (waits for any running build first)…\n`);
    await publisher.idle();
    const done = history.get(build.id);
    if (done?.status !== "live") {
      io.err(`Build #${build.id} failed; the live release keeps serving:\n${(done?.errors ?? []).map((l) => `  ✗ ${line(l)}\n`).join("")}`);
      return 1;
    }
    io.out(`Build #${build.id} is live as release ${done.releaseId}.\n`);
    return 0;
  } catch (error) {
    io.err(`${(error as Error).message}\n`);
    return 1;
  } finally {
    db?.close();
  }
}

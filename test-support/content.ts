/**
 * The Content section's tests: a throwaway server with publishing on, built from a throwaway
 * content repository (test-support/publishing.ts makeContentRepo) through an injected build step
 * that records which commit of the branch it would build (no gatsby build runs), and one signed-in
 * account per role.
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "../server/publish/workspace";
import { PASSWORDS, startAdminServer, type AdminServer } from "./admin";
import { CONTENT_EDITOR, gitIn, makeContentRepo, textAt, type ContentRepo } from "./publishing";
import { createStaffAccount, signIn, tempDir } from "./server";

/** The text of `file` on the content repository's main branch. */
export const publishedText = (repo: ContentRepo, file: string) => textAt(repo, "main", file);

/** A developer's push: `change` applied to `file` in the working clone, brought up to date first, then pushed to main. */
export function developerPush(repo: ContentRepo, file: string, change: (text: string) => string): string {
  gitIn(repo.work, ["fetch", "-q", repo.bare, "main"]);
  gitIn(repo.work, ["checkout", "-q", "--force", "--detach", "FETCH_HEAD"]);
  return repo.commitFile(file, change(fs.readFileSync(path.join(repo.work, file), "utf8")), `Developer edit of ${file}`);
}

export type ContentServer = AdminServer & {
  repo: ContentRepo;
  /** Commits the injected build step saw at the branch's tip, one per build. */
  built: string[];
  cookies: { admin: string; editor: string; office: string };
  put: (url: string, json: unknown, cookie?: string) => ReturnType<AdminServer["request"]>;
};

/**
 * `fromCheckout`: no CONTENT_REPO, the site built from the working clone (BUILD_WORKSPACE), as
 * `npm start` on a plain checkout: commits are made in that clone, nothing is pushed.
 */
export async function startContentServer({ env = {}, fromCheckout = false }: { env?: Record<string, string>; fromCheckout?: boolean } = {}): Promise<ContentServer> {
  const dir = tempDir("qwp-content-");
  const repo = makeContentRepo(dir);
  const built: string[] = [];
  const step: BuildStep = async (log) => {
    const commit = gitIn(repo.bare, ["rev-parse", "main"]);
    built.push(commit);
    log(`building ${commit}`);
    const out = path.join(dir, `out-${built.length}`);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "index.html"), `<!DOCTYPE html><title>x</title><p>${commit}</p>`);
    return { ok: true, publicDir: out, commit: { commit, author: "Test", message: "test build" } };
  };
  const server = await startAdminServer({
    withSite: true,
    env: {
      PUBLISHING: "1",
      RELEASES_DIR: path.join(dir, "releases"),
      CONTENT_BRANCH: "main",
      ...(fromCheckout ? { CONTENT_REPO: "", BUILD_WORKSPACE: repo.work } : { CONTENT_REPO: repo.bare }),
      ...env,
    },
    buildStep: step,
  });
  await server.addStaff("admin");
  await createStaffAccount(server.db, { ...CONTENT_EDITOR, role: "editor" });
  await server.addStaff("office");
  const cookies = {
    admin: await signIn(server.baseUrl, "admin@qwp.example", PASSWORDS.admin),
    editor: await signIn(server.baseUrl, CONTENT_EDITOR.email, CONTENT_EDITOR.password),
    office: await signIn(server.baseUrl, "office@qwp.example", PASSWORDS.office),
  };
  const put = (url: string, json: unknown, cookie?: string) =>
    server.request(url, { method: "PUT", json, headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}) } });
  return Object.assign(server, { repo, built, cookies, put });
}

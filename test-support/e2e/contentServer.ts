/**
 * The real server for the Content section's browser tests: publishing on with the REAL build step
 * (data checks, then an incremental `gatsby build` in the shared test build workspace), editing a
 * throwaway content repository made from the checkout (a bare `main` and a clone to commit in, so a
 * test can change a file underneath the console as a developer's push would). The checkout's build
 * is the first live release. One editor account. Listens on E2E_PORT + 76 (or the offset given, so
 * two specs' servers never share a port) + the worker's parallel index.
 */
import { CONTENT_EDITOR, gitIn, makeContentRepo, realPublishingEnv, textAt } from "../publishing";
import { createStaffAccount, E2E_SERVER_ENV, startThrowawayServer, tempDir } from "../server";

export async function startContentServerWithBuilds(parallelIndex: number, portOffset = 76) {
  const port = Number(process.env.E2E_PORT ?? 8123) + portOffset + parallelIndex;
  const dir = tempDir("qwp-e2e-content-");
  const repo = makeContentRepo(dir);
  const server = await startThrowawayServer({
    prefix: "qwp-e2e-content-",
    dir,
    port,
    env: {
      ...E2E_SERVER_ENV,
      ...realPublishingEnv(dir, repo),
    },
  });
  await server.publishing.releaseCheckout();
  await createStaffAccount(server.db, { ...CONTENT_EDITOR, role: "editor" });
  const publisher = server.publishing.publisher!;
  const fileOnMain = (file: string) => textAt(repo, "main", file);
  return {
    baseURL: server.baseUrl,
    repo,
    /** The file as it is on `main` of the content repository now. */
    fileOnMain,
    /**
     * A developer's push: changes a JSON file on the newest `main` (the console's saves move it on),
     * formatted as the repository does, commits and pushes; returns the commit.
     */
    pushJsonChange(file: string, change: (json: Record<string, unknown>) => Record<string, unknown>) {
      gitIn(repo.work, ["fetch", "-q", repo.bare, "main"]);
      gitIn(repo.work, ["checkout", "-q", "--detach", "FETCH_HEAD"]);
      const json = change(JSON.parse(fileOnMain(file)));
      return repo.commitFile(file, `${JSON.stringify(json, null, 2)}\n`, `${file}: changed by a developer`);
    },
    /** The file as it was at `commit`. */
    fileAt: (commit: string, file: string) => textAt(repo, commit, file),
    /** Commits on `main` that touched the file, newest first (subject lines). */
    commitsOf: (file: string) => gitIn(repo.bare, ["log", "--format=%s", "main", "--", file]).split("\n"),
    /** Waits until no build runs or waits (an upper bound, never a fixed sleep). */
    idle: () => publisher.idle(),
    close: server.close,
  };
}

export type ContentServerWithBuilds = Awaited<ReturnType<typeof startContentServerWithBuilds>>;

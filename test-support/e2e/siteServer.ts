/**
 * A server with publishing on, for the console's Site screen: the checkout's build as the live
 * release, a second kept release, and two builds in the history (one live, one stopped by the data
 * checks with their lines). The build step is injected (the real build is tested in
 * __tests__/server/publish-builds.test.ts): Publish now from the browser finishes at once.
 * Listens on E2E_PORT + 60 + the worker's parallel index.
 */
import path from "node:path";
import type { BuildStep } from "../../server/publish/workspace";
import { ROOT_DIR } from "../../server/platform/config";
import { createStaffAccount, E2E_SERVER_ENV, startThrowawayServer, tempDir } from "../server";

export const SITE_EDITOR = { email: "site-editor@qwp.example", name: "Site Editor", password: "river basalt tomato parade" };
export const DATA_CHECK_LINE = 'data/leaders/tariq-khan.json: leader "tariq-khan": field "name" must not be empty';

export async function startSiteServer(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? 8123) + 60 + parallelIndex;
  const dir = tempDir("qwp-e2e-site-");
  let fail = false;
  const step: BuildStep = async (log) => {
    log(fail ? "check:data found 1 problem in data/" : "success Building static HTML for pages");
    if (fail) return { ok: false, errors: [DATA_CHECK_LINE] };
    return { ok: true, publicDir: path.join(ROOT_DIR, "public"), commit: { commit: "9".repeat(40), author: "Test Editor", message: "Leader tariq-khan: new description" } };
  };
  const server = await startThrowawayServer({
    prefix: "qwp-e2e-site-",
    dir,
    port,
    env: { ...E2E_SERVER_ENV, PUBLISHING: "1", PUBLIC_DIR: path.join(ROOT_DIR, "public"), RELEASES_DIR: path.join(dir, "releases") },
    buildStep: step,
  });
  await server.publishing.releaseCheckout();
  server.publishing.publisher!.request("push", "git push by Test Editor");
  await server.publishing.publisher!.idle();
  fail = true;
  server.publishing.publisher!.request("push", "git push by Test Editor");
  await server.publishing.publisher!.idle();
  fail = false;
  await createStaffAccount(server.db, { ...SITE_EDITOR, role: "editor" });
  return { baseURL: server.baseUrl, close: server.close, publishing: server.publishing };
}

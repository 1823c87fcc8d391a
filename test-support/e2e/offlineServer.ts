/**
 * A server with publishing on for the service worker's browser test: the checkout's build live as
 * release A, and release B ready for a push, which is A with a changed About page (in each edition) and offline page
 * and its own service worker generated from it by the build's real step (a second gatsby build
 * would cost minutes and change nothing the worker sees). The kill switch is a file in its folder;
 * news items (story-1, story-2, …) with a real photo. Listens on E2E_PORT + 80 + the worker's parallel index.
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "../../server/publish/workspace";
import { ROOT_DIR } from "../../server/platform/config";
import { writeServiceWorker } from "../../gatsby/serviceWorker/writeServiceWorker";
import { makeNews } from "../fixtures/content";
import { E2E_SERVER_ENV, startThrowawayServer, tempDir } from "../server";

export const RELEASE_B_MARK = "<!-- release B -->";
/** Release B changes the About page of every edition and the English offline page. */
const CHANGED_IN_B = ["about/about", "ur/about/about", "ps/about/about", "offline"].map((page) => `${page}/index.html`);

/** Release B's folder: A's files linked, the changed pages and the worker written anew (never through a link into A). */
async function releaseB(dir: string): Promise<string> {
  const source = path.join(ROOT_DIR, "public");
  const target = path.join(dir, "release-b");
  fs.cpSync(source, target, { recursive: true });
  for (const file of CHANGED_IN_B) {
    const html = fs.readFileSync(path.join(source, file), "utf8");
    fs.writeFileSync(path.join(target, file), html.replace("</body>", `${RELEASE_B_MARK}</body>`));
  }
  for (const variant of fs.readdirSync(target).filter((f) => /^sw\.js\.(?:br|gz)$/.test(f))) fs.rmSync(path.join(target, variant));
  await writeServiceWorker(target);
  return target;
}

export async function startOfflineServer(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? 8123) + 80 + parallelIndex;
  const dir = tempDir("qwp-e2e-offline-");
  const bDir = await releaseB(dir);
  const step: BuildStep = async (log) => {
    log("success Building static HTML for pages");
    return { ok: true, publicDir: bDir, commit: { commit: "b".repeat(40), author: "Test Editor", message: "About: new text" } };
  };
  const killSwitch = path.join(dir, "service-worker-off");
  const server = await startThrowawayServer({
    prefix: "qwp-e2e-offline-",
    dir,
    port,
    env: {
      ...E2E_SERVER_ENV,
      PUBLISHING: "1",
      PUBLIC_DIR: path.join(ROOT_DIR, "public"),
      RELEASES_DIR: path.join(dir, "releases"),
      SERVICE_WORKER_OFF_FILE: killSwitch,
      RATE_LIMIT_MAX: "1000",
    },
    buildStep: step,
  });
  // Any photo of the build stands in for the articles' own.
  const built = path.join(ROOT_DIR, "public", "static");
  const photo = fs.readdirSync(built, { recursive: true }).map(String).find((f) => f.endsWith(".jpg"));
  const news = makeNews(3);
  fs.mkdirSync(path.join(dir, "media", "news"), { recursive: true });
  for (const item of news) fs.copyFileSync(path.join(built, photo!), path.join(dir, "media", "news", path.basename(item.thumbnail!)));
  server.news.insert(news);
  const releaseA = await server.publishing.releaseCheckout();
  const publishing = server.publishing;
  return {
    baseURL: server.baseUrl,
    close: server.close,
    /** Publishes release B, as a push would. */
    async publishB() {
      publishing.publisher!.request("push", "git push by Test Editor");
      await publishing.publisher!.idle();
    },
    /** Rolls back to release A, as the console's Roll back does. */
    rollBack() {
      publishing.releases!.activate(releaseA!.id);
      publishing.live.refresh();
    },
    killSwitch: {
      on: () => fs.writeFileSync(killSwitch, ""),
    },
  };
}

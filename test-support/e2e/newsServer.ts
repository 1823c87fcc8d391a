/**
 * A second instance of the project's real server (same Fastify app, same built site) on a
 * throwaway database holding `count` generated news items: enough pages for the ellipsis form,
 * which the ~15 seeded demonstration items cannot show. Listens on E2E_PORT + 10 + the worker's
 * parallel index, inside the port range the tests were given.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { makeNews } from "../fixtures/content";

export async function startNewsServer(count: number, parallelIndex: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-e2e-news-"));
  const port = Number(process.env.E2E_PORT ?? 8123) + 10 + parallelIndex;
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    MEDIA_DIR: path.join(dir, "media"),
    SEED_DEMO_CONTENT: "false",
    LOG_LEVEL: "warn",
  } as NodeJS.ProcessEnv);
  const { app, news } = await buildApp(config);
  news.insert(makeNews(count));
  await app.listen({ host: config.host, port });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

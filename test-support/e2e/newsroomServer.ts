/**
 * A second instance of the project's real server (same Fastify app, same built site) on a
 * throwaway database and media folder, with an editor account and a few older articles, so the
 * newsroom test can publish and then check what visitors see. Listens on E2E_PORT + 50 + the
 * worker's parallel index, inside the port range the tests were given.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createStaffAccount } from "../server";
import { makeNews } from "../fixtures/content";

export const EDITOR = { email: "press@qwp.example", name: "Press Officer", password: "river basalt tomato parade" };

export async function startNewsroomServer(parallelIndex: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-e2e-newsroom-"));
  const port = Number(process.env.E2E_PORT ?? 8123) + 50 + parallelIndex;
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    MEDIA_DIR: path.join(dir, "media"),
    SEED_DEMO_CONTENT: "false",
    LOG_LEVEL: "warn",
  } as NodeJS.ProcessEnv);
  const { app, news, db } = await buildApp(config);
  news.insert(makeNews(4, Date.UTC(2026, 0, 31, 12)));
  await createStaffAccount(db, { ...EDITOR, role: "editor" });
  await app.listen({ host: config.host, port });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the project's real server (same Fastify app, same built site) on a
 * throwaway database and media folder, with an editor account and a few older articles, so the
 * newsroom test can publish and then check what visitors see. Listens on E2E_PORT + 50 + the
 * worker's parallel index, inside the port range the tests were given.
 */
import { makeNews } from "../fixtures/content";
import { createStaffAccount, E2E_SERVER_ENV, startThrowawayServer } from "../server";

export const EDITOR = { email: "press@qwp.example", name: "Press Officer", password: "river basalt tomato parade" };

export async function startNewsroomServer(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? 8123) + 50 + parallelIndex;
  const server = await startThrowawayServer({ prefix: "qwp-e2e-newsroom-", port, env: E2E_SERVER_ENV });
  server.news.insert(makeNews(4, Date.UTC(2026, 0, 31, 12)));
  await createStaffAccount(server.db, { ...EDITOR, role: "editor" });
  return { baseURL: server.baseUrl, close: server.close };
}

/**
 * A second instance of the project's real server (same Fastify app, same built site) on a
 * throwaway database holding `count` generated news items: enough pages for the ellipsis form,
 * which the ~15 seeded demonstration items cannot show. `items`: articles of the test's own beside
 * them (in Urdu or Pashto, say). Listens on E2E_PORT + `portOffset` (10 unless a spec needs a
 * server beside the 10's) + the worker's parallel index, inside the port range the tests were given.
 */
import type { NewsInput } from "../../server/news/newsRepository";
import { makeNews } from "../fixtures/content";
import { E2E_SERVER_ENV, startThrowawayServer } from "../server";

export async function startNewsServer(
  count: number,
  parallelIndex: number,
  { items = [], portOffset = 10 }: { items?: NewsInput[]; portOffset?: number } = {},
) {
  const port = Number(process.env.E2E_PORT ?? 8123) + portOffset + parallelIndex;
  const server = await startThrowawayServer({ prefix: "qwp-e2e-news-", port, env: E2E_SERVER_ENV });
  server.news.insert([...makeNews(count), ...items]);
  return { baseURL: server.baseUrl, close: server.close };
}

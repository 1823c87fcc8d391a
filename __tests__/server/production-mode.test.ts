/**
 * @jest-environment node
 *
 * The server as a production install runs it (NODE_ENV=production): React and gatsby-link take
 * their production paths there, which the in-process tests (NODE_ENV=test) never reach. Every page
 * the server renders itself must answer 200 with its content in all three editions.
 */
import path from "node:path";
import { httpRequest, tempDir } from "../../test-support/server";
import { startServerProcess, type ServerProcess } from "../../test-support/serverProcess";
import { writeFixtureSite } from "../../test-support/fixtures/site";

jest.setTimeout(60_000);

const ARTICLE = "provincial-council-meets-in-peshawar";
let server: ServerProcess;

beforeAll(async () => {
  const dir = tempDir("qwp-production-");
  server = await startServerProcess({
    NODE_ENV: "production",
    PUBLIC_DIR: await writeFixtureSite(path.join(dir, "public")),
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    MEDIA_DIR: path.join(dir, "media"),
  });
});
afterAll(async () => {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
});

it.each([
  ["/news", "Provincial council meets in Peshawar"],
  // The Urdu list shows the Urdu articles of the demonstration news only.
  ["/ur/news", "ضلعی دفاتر اب ہفتے کے روز بھی کھلے رہیں گے"],
  [`/news/${ARTICLE}`, "Provincial council meets in Peshawar"],
  [`/ur/news/${ARTICLE}`, "Provincial council meets in Peshawar"],
  [`/ps/news/${ARTICLE}`, "Provincial council meets in Peshawar"],
  ["/gallery/videos", "<h1"],
  ["/ur/gallery/videos", "<h1"],
  ["/news/rss.xml", `/news/${ARTICLE}`],
])("%s answers 200 with its content", async (url, content) => {
  const response = await httpRequest(server.port, url);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(content);
});

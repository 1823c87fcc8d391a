/**
 * The pages the server renders into the build's frames (news, events, videos, search results), as a
 * visitor gets them: the real app on a throwaway database with the demonstration content and one
 * event with every part an event page can show (map, wing, postponed to a new date), each page
 * written to a temporary file so the HTML checks read them like the built ones.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/platform/config";
import { seedDatabase } from "../../server/seed/seed";
import { openDatabase } from "../../server/platform/database";
import type { BuiltPage } from "./routes";
import { localizePath } from "../../contract/i18n/locales";
import { eventPath, newsPath } from "../../contract/routes";

const ARTICLE = "provincial-council-meets-in-peshawar";
const EVENT = "youth-convention-in-charsadda";
/** Every kind of page the server renders, in each edition where its markup differs; search with results and without. */
export const SERVER_RENDERED_ROUTES = [
  "/news",
  newsPath(ARTICLE),
  "/ur/news",
  localizePath(newsPath(ARTICLE), "ps"),
  "/events",
  "/ur/events?district=charsadda",
  eventPath(EVENT),
  localizePath(eventPath(EVENT), "ps"),
  "/gallery/videos",
  "/search?q=party",
  "/ur/search?q=party",
  "/ps/search?q=council",
  "/search?q=zzqqxx",
];

export async function renderServerPages(publicDir: string): Promise<{ pages: BuiltPage[]; cleanup: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-html-"));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  const config = loadConfig({
    PUBLIC_DIR: publicDir,
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    MEDIA_DIR: path.join(dir, "media"),
    METRICS_PORT: "off",
    LOG_LEVEL: "warn",
  });
  const db = openDatabase(config.databasePath);
  await seedDatabase(db, config.mediaDir);
  const { app, events } = await buildApp(config, { db });
  const start = Date.now() + 7 * 86_400_000;
  const draft = {
    title: "Youth convention in Charsadda",
    slug: EVENT,
    kind: "convention",
    summary: "The Youth Wing's district convention, open to every young supporter.",
    body: "<p>Speeches, then elections of the district cabinet.</p><ul><li>Bring your CNIC.</li></ul>",
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3 * 3_600_000).toISOString(),
    venue: "Sardaryab Ground",
    address: "Sardaryab Road, Charsadda",
    district: "Charsadda",
    lat: 34.1482,
    lon: 71.7406,
    wing: "youth-wing",
    photo: null,
    lang: "en",
    status: "scheduled",
    dateToBeAnnounced: false,
    statusNote: "",
    showAttendanceCount: true,
  } as const;
  const made = events.create(draft, null);
  events.update(made.id, { ...draft, status: "postponed", startsAt: new Date(start + 86_400_000).toISOString(), endsAt: new Date(start + 86_400_000 + 3 * 3_600_000).toISOString() }, null);
  try {
    const pages: BuiltPage[] = [];
    for (const [index, url] of SERVER_RENDERED_ROUTES.entries()) {
      const response = await app.inject({ method: "GET", url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      const file = path.join(dir, `server-rendered-${index}.html`);
      fs.writeFileSync(file, response.body);
      pages.push({ route: url, file, placeholder: true });
    }
    return { pages, cleanup };
  } finally {
    await app.close();
    db.close();
  }
}

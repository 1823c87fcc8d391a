/**
 * @jest-environment node
 *
 * One release is the one truth for server-made markup: the server renders the news and events
 * pages with the components of the live release (the module its build wrote), and names a wing as
 * that release's events page does, so a published release that changes a component or a wing's
 * title changes both at the next request, and a rollback changes them back, without a restart.
 */
import fs from "node:fs";
import path from "node:path";
import { makeEvent, makeNews } from "../../test-support/fixtures/content";
import { writeFixtureSite } from "../../test-support/fixtures/site";
import { pushEvent, sendPushHook } from "../../test-support/publishing";
import { createStaffAccount, createTestApp, signIn, tempDir } from "../../test-support/server";
import { writeRenderModule } from "../../gatsby/renderModule/renderBundle";
import type { BuildStep } from "../../server/publish/workspace";

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const SECRET = "hook secret for release tests";
const PASSWORD = "granite lantern orchard whistle";
const CARD_FILE = "src/components/news/NewsCard.tsx";
const CARD_LIFT = 'transform: "translateY(-2px)"';
const RENAMED_WING = "Young Pakhtuns";

/**
 * The project's sources as a content repository's push changes them: the news card's hover lift and
 * the youth wing's title. Bundled by the same code a build runs (gatsby/renderModule/renderBundle.ts).
 */
async function changedRelease(dir: string): Promise<string> {
  const project = path.join(dir, "project");
  for (const rel of ["src", "contract", "gatsby/renderModule/releaseRender.tsx", "gatsby/renderModule/contentViews.tsx", "package.json"]) {
    fs.cpSync(path.join(ROOT, rel), path.join(project, rel), { recursive: true });
  }
  for (const rel of ["node_modules", "data"]) fs.symlinkSync(path.join(ROOT, rel), path.join(project, rel));
  const card = path.join(project, CARD_FILE);
  const source = fs.readFileSync(card, "utf8");
  expect(source).toContain(CARD_LIFT);
  fs.writeFileSync(card, source.replace(CARD_LIFT, 'transform: "translateY(-4px)"'));

  const site = await writeFixtureSite(path.join(dir, "site-b"));
  await writeRenderModule(project, site);
  for (const rel of ["page-data/events/page-data.json", "page-data/events/[...]/page-data.json"]) {
    const file = path.join(site, rel);
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    const wings = data.result.pageContext.eventWings as Array<{ slug: string; title: string }>;
    data.result.pageContext.eventWings = wings.map((wing) => (wing.slug === "youth-wing" ? { ...wing, title: RENAMED_WING } : wing));
    fs.writeFileSync(file, JSON.stringify(data));
  }
  return site;
}

it("renders with the live release's components and wing names, and follows a release and a rollback without a restart", async () => {
  const dir = tempDir("qwp-release-render-");
  const sites: Record<string, string> = {
    ["a".repeat(40)]: await writeFixtureSite(path.join(dir, "site-a")),
    ["b".repeat(40)]: await changedRelease(dir),
  };
  let head = "a".repeat(40);
  const step: BuildStep = async () => ({ ok: true, publicDir: sites[head], commit: { commit: head, author: "Test Editor", message: `change ${head[0]}` } });
  const server = await createTestApp({
    env: { SEED_DEMO_CONTENT: "false", PUBLISHING: "1", RELEASES_DIR: path.join(dir, "releases"), BUILD_WORKSPACE: path.join(dir, "workspace"), DEPLOY_HOOK_SECRET: SECRET, CONTENT_BRANCH: "main" },
    buildStep: step,
  });
  try {
    server.news.insert(makeNews(3));
    const start = Date.now();
    server.events.create(makeEvent(start, 48, { slug: "youth-meeting", title: "Youth meeting", wing: "youth-wing", kind: "wing-event" }), "editor@qwp.example");
    const publish = async (commit: string) => {
      head = commit;
      expect((await sendPushHook(server.port, pushEvent(commit), SECRET)).statusCode).toBe(202);
      await server.publishing.publisher!.idle();
    };
    const seen = async () => {
      const news = (await server.request("/news", { headers: { "accept-encoding": "identity" } })).body;
      const events = (await server.request("/events?wing=youth-wing", { headers: { "accept-encoding": "identity" } })).body;
      const event = (await server.request("/events/youth-meeting", { headers: { "accept-encoding": "identity" } })).body;
      const feed = (await server.request("/events/wing/youth-wing.ics")).body;
      return {
        cardLift: /translateY\((-\dpx)\)/.exec(news)?.[1],
        cards: (news.match(/<article/g) ?? []).length,
        eventsPageNamesRenamed: events.includes(RENAMED_WING),
        eventPageNamesRenamed: event.includes(RENAMED_WING),
        feedNamesRenamed: (/^X-WR-CALNAME:(.*)$/m.exec(feed)?.[1] ?? "").includes(RENAMED_WING),
      };
    };
    const asFirst = { cardLift: "-2px", cards: 3, eventsPageNamesRenamed: false, eventPageNamesRenamed: false, feedNamesRenamed: false };

    await publish("a".repeat(40));
    expect(await seen()).toEqual(asFirst);

    await publish("b".repeat(40));
    expect(await seen()).toEqual({ cardLift: "-4px", cards: 3, eventsPageNamesRenamed: true, eventPageNamesRenamed: true, feedNamesRenamed: true });

    // An editor rolls back through the console's Site API.
    await createStaffAccount(server.db, { email: "editor@qwp.example", name: "Editor", role: "editor", password: PASSWORD });
    const cookie = await signIn(`http://127.0.0.1:${server.port}`, "editor@qwp.example", PASSWORD);
    const headers = { cookie, origin: `http://127.0.0.1:${server.port}` };
    const { releases } = (await server.request("/api/admin/site/releases", { headers })).json();
    const first = releases.find((release: { commit: string }) => release.commit === "a".repeat(40));
    expect((await server.request(`/api/admin/site/releases/${first.id}/activate`, { method: "POST", headers })).statusCode).toBe(200);
    expect(await seen()).toEqual(asFirst);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

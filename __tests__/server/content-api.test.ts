/** @jest-environment node */
/**
 * The Content section's API over real HTTP, against a real throwaway git repository (the build
 * step is injected: no gatsby build runs). A save is checked by the build's data checks, changes
 * only the edited field's bytes, is committed as the staff member, pushed and built; a stale save
 * is refused; entries are created; history and restore work; roles are enforced.
 */
import fs from "node:fs";
import path from "node:path";
import { NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import sharp from "sharp";
import { INVALID_DATA, SLUG_TAKEN, STALE } from "../../server/content/contentEdits";
import { CONTENT_MAX_DEPTH, TOO_DEEP } from "../../server/content/contentDepth";
import type { ContentFile, ContentHistory, ContentList, SaveContentResponse } from "../../contract/content/api";
import { auditActions } from "../../test-support/admin";
import { developerPush, publishedText, startContentServer, type ContentServer } from "../../test-support/content";
import { CONTENT_EDITOR, gitIn, textAt } from "../../test-support/publishing";
import { multipartBody, signIn } from "../../test-support/server";

jest.setTimeout(60_000);

const LEADER = "data/leaders/tariq-khan.json";
const url = (file: string, suffix = "") => `/api/admin/content/${file}${suffix}`;
let server: ContentServer;

beforeAll(async () => {
  server = await startContentServer();
});
afterAll(() => server.close());

async function open(file: string): Promise<ContentFile> {
  const response = await server.get(url(file), server.cookies.editor);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("who may use it", () => {
  it("refuses anonymous (401) and office (403) on reads and writes; admin and editor may", async () => {
    expect((await server.get("/api/admin/content")).statusCode).toBe(401);
    expect((await server.get("/api/admin/content")).json().message).toBe(NOT_SIGNED_IN);
    const office = await server.get("/api/admin/content", server.cookies.office);
    expect([office.statusCode, office.json().message]).toEqual([403, WRONG_ROLE]);
    expect((await server.put(url(LEADER), { data: {}, revision: "x" }, server.cookies.office)).statusCode).toBe(403);
    expect((await server.put(url(LEADER), { data: {}, revision: "x" })).statusCode).toBe(401);
    expect((await server.get(url(LEADER), server.cookies.admin)).statusCode).toBe(200);
  });
});

describe("reading", () => {
  it("lists every content file with its last change, and opens one with its schema and revision", async () => {
    const list: ContentList = (await server.get("/api/admin/content", server.cookies.editor)).json();
    const paths = list.files.map((f) => f.path);
    for (const file of ["data/home.json", "data/about.json", "data/history.json", "data/projects.json", "data/manifestos.json", "data/site.json", "data/navigation.json", LEADER, "data/wings/youth-wing.json"])
      expect(paths).toContain(file);
    const leader = list.files.find((f) => f.path === LEADER)!;
    expect(leader).toMatchObject({ kind: "leader", title: "Tariq Khan", page: "/leader/tariq-khan" });
    expect(leader.updatedBy).toBe(gitIn(server.repo.bare, ["log", "-1", "--format=%an", "main", "--", LEADER]));
    expect(Date.parse(leader.updatedAt!)).toBe(Date.parse(gitIn(server.repo.bare, ["log", "-1", "--format=%aI", "main", "--", LEADER])));

    const file = await open(LEADER);
    expect(file.data).toEqual(JSON.parse(publishedText(server.repo, LEADER)));
    expect(file.revision).toBe(gitIn(server.repo.bare, ["rev-parse", `main:${LEADER}`]));
    expect(file.schema.properties).toHaveProperty("title");
  });
});

describe("saving", () => {
  it("changes only the edited field's line, commits as the staff member, pushes, builds and audits", async () => {
    const before = publishedText(server.repo, LEADER);
    const file = await open(LEADER);
    const builds = server.built.length;
    const response = await server.put(url(LEADER), { data: { ...file.data, title: "Secretary General" }, revision: file.revision, message: "New office for Tariq Khan" }, server.cookies.editor);
    expect(response.statusCode).toBe(200);
    const saved: SaveContentResponse = response.json();

    const after = publishedText(server.repo, LEADER);
    expect(after).toBe(before.replace('"title": "Secretary Information"', '"title": "Secretary General"'));
    expect(after).not.toBe(before);
    const [author, email, committer, message] = gitIn(server.repo.bare, ["log", "-1", "--format=%an%x00%ae%x00%cn%x00%s", "main"]).split("\0");
    expect([author, email, message]).toEqual([CONTENT_EDITOR.name, CONTENT_EDITOR.email, "New office for Tariq Khan"]);
    expect(committer).not.toBe(CONTENT_EDITOR.name);
    expect(saved.commit).toBe(gitIn(server.repo.bare, ["rev-parse", "main"]));
    expect(saved.revision).toBe(gitIn(server.repo.bare, ["rev-parse", `main:${LEADER}`]));
    expect(saved.build).toMatchObject({ id: expect.any(Number) });
    await server.publishing.publisher!.idle();
    expect(server.built.slice(builds)).toEqual([saved.commit]);
    expect(auditActions(server)).toContainEqual({ actor: CONTENT_EDITOR.email, action: "content.save", target: `content:${LEADER}` });
  });

  it.each([
    ["an unknown project status", "data/projects.json", (d: any) => (d.projects[3].status = "Almost done"), "/projects/3/status", /must be one of/i], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["an empty required field", LEADER, (d: any) => (d.name = ""), "/name", /must not be empty/i], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["a link to no page", "data/navigation.json", (d: any) => (d.quickLinks[0].href = "/no-such-page"), "/quickLinks/0/href", /points to no page/i], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])("refuses %s with 400 at its field, and writes nothing", async (_name, file, change, field, message) => {
    const before = publishedText(server.repo, file);
    const head = gitIn(server.repo.bare, ["rev-parse", "main"]);
    const opened = await open(file);
    const data = structuredClone(opened.data);
    change(data);
    const response = await server.put(url(file), { data, revision: opened.revision }, server.cookies.editor);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(INVALID_DATA);
    expect(body.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(publishedText(server.repo, file)).toBe(before);
    expect(gitIn(server.repo.bare, ["rev-parse", "main"])).toBe(head);
  });

  it("refuses a save over a newer version pushed meanwhile (409) and keeps that version", async () => {
    const opened = await open(LEADER);
    // A developer changes the same leader in git after the form was opened.
    developerPush(server.repo, LEADER, (text) => text.replace('"order": 4', '"order": 14'));
    const pushed = publishedText(server.repo, LEADER);
    const response = await server.put(url(LEADER), { data: { ...opened.data, name: "Tariq Khan Sahib" }, revision: opened.revision }, server.cookies.editor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: STALE, revision: gitIn(server.repo.bare, ["rev-parse", `main:${LEADER}`]) });
    expect(publishedText(server.repo, LEADER)).toBe(pushed);
  });
});

describe("creating", () => {
  it.each([
    ["leader", "data/leaders/gul-bano.json", { order: 40, name: "Gul Bano", title: "Secretary Culture", image: "../images/leaders/tariq-khan.jpg", description: "Gul Bano leads the party's cultural work.", bio: [], achievements: [], socialLinks: [] }],
    ["wing", "data/wings/farmers-wing.json", { id: "wing-farmers-wing", order: 40, title: "Farmers Wing", description: "The Farmers Wing speaks for the party's farmers.", quote: "The land feeds us all.", content: ["Farmers and farm workers who support the party are welcome to join the wing."] }],
  ])("creates a %s from its slug, formatted, committed and built", async (kind, file, data) => {
    const slug = path.posix.basename(file, ".json");
    const response = await server.post("/api/admin/content", { kind, slug, data }, server.cookies.editor);
    expect([response.statusCode, response.body]).toEqual([201, expect.stringContaining(file)]);
    const text = publishedText(server.repo, file);
    expect(JSON.parse(text)).toMatchObject({ slug, ...data });
    // 2-space JSON with a final newline, keys in the schema's order.
    const written = JSON.parse(text);
    expect(text).toBe(`${JSON.stringify(written, null, 2)}\n`);
    const schema = JSON.parse(fs.readFileSync(`data/schema/${kind}.schema.json`, "utf8"));
    expect(Object.keys(written)).toEqual(Object.keys(schema.properties).filter((key) => key in written));
    expect(written.$schema).toBe(`../schema/${kind}.schema.json`);
    expect(gitIn(server.repo.bare, ["log", "-1", "--format=%ae", "main"])).toBe(CONTENT_EDITOR.email);
    expect(auditActions(server)).toContainEqual({ actor: CONTENT_EDITOR.email, action: "content.create", target: `content:${file}` });
    const again = await server.post("/api/admin/content", { kind, slug, data }, server.cookies.editor);
    expect([again.statusCode, again.json().errors]).toEqual([400, [{ field: "/slug", message: SLUG_TAKEN }]]);
  });

  it("refuses a slug that is not lower-case words and dashes", async () => {
    for (const slug of ["Gul Bano", "../evil", "a--b", ""]) {
      const response = await server.post("/api/admin/content", { kind: "leader", slug, data: {} }, server.cookies.editor);
      expect([slug, response.statusCode, response.json().errors?.[0]?.field]).toEqual([slug, 400, "/slug"]);
    }
  });
});

describe("history and restore", () => {
  it("lists the file's commits and restores an earlier version as a new commit, then a build", async () => {
    const history: ContentHistory = (await server.get(url(LEADER, "/history"), server.cookies.editor)).json();
    expect(history.commits[0]).toEqual({ commit: gitIn(server.repo.bare, ["log", "-1", "--format=%H", "main", "--", LEADER]), author: "Test Editor", email: "editor@example.org", time: expect.any(String), message: expect.any(String) });
    const saved = history.commits.find((c) => c.message === "New office for Tariq Khan")!;
    const original = history.commits[history.commits.indexOf(saved) + 1];
    const originalText = textAt(server.repo, original.commit, LEADER);
    const opened = await open(LEADER);
    const builds = server.built.length;
    const response = await server.post(url(LEADER, "/restore"), { commit: original.commit, revision: opened.revision }, server.cookies.editor);
    expect(response.statusCode).toBe(200);
    expect(publishedText(server.repo, LEADER)).toBe(originalText);
    expect(gitIn(server.repo.bare, ["log", "-1", "--format=%an", "main"])).toBe(CONTENT_EDITOR.name);
    await server.publishing.publisher!.idle();
    expect(server.built.length).toBe(builds + 1);
    expect(auditActions(server)).toContainEqual({ actor: CONTENT_EDITOR.email, action: "content.restore", target: `content:${LEADER}` });
    const stale = await server.post(url(LEADER, "/restore"), { commit: saved.commit, revision: opened.revision }, server.cookies.editor);
    expect(stale.statusCode).toBe(409);
  });
});

describe("content JSON nested too deep", () => {
  /** `text` as a request body: JSON.stringify itself cannot write what this test sends. */
  const send = (method: string, urlPath: string, text: string) =>
    server.request(urlPath, { method, body: text, headers: { "content-type": "application/json", cookie: server.cookies.editor, origin: server.baseUrl } });
  const lists = (levels: number) => `${"[".repeat(levels)}"x"${"]".repeat(levels)}`;

  it("is refused with 400 and the limit, on every route that takes content, before anything walks it", async () => {
    const file = await open(LEADER);
    const deep = lists(5000);
    const withTitle = (title: string) => JSON.stringify({ data: { ...file.data, title: "@" }, revision: file.revision }).replace('"@"', title);
    const attempts = [
      await send("PUT", url(LEADER), withTitle(deep)),
      await send("POST", "/api/admin/content", `{"kind":"leader","slug":"deep-leader","data":{"name":${deep}}}`),
      await send("PUT", "/api/admin/translations/data/ur/home.json", `{"revision":"","data":{"hero":${deep}}}`),
      await send("POST", url(LEADER, "/restore"), `{"revision":"${file.revision}","commit":${deep}}`),
    ];
    for (const response of attempts) expect([response.statusCode, response.json().message]).toEqual([400, TOO_DEEP]);
    expect(TOO_DEEP).toContain(String(CONTENT_MAX_DEPTH));
    // The body and `data` are two levels; lists inside them fill the rest, up to the limit and one past it.
    const atLimit = await send("PUT", url(LEADER), withTitle(lists(CONTENT_MAX_DEPTH - 2)));
    expect([atLimit.statusCode, atLimit.json().message]).toEqual([400, INVALID_DATA]);
    const pastLimit = await send("PUT", url(LEADER), withTitle(lists(CONTENT_MAX_DEPTH - 1)));
    expect([pastLimit.statusCode, pastLimit.json().message]).toEqual([400, TOO_DEEP]);
  });
});

describe("a staff name git would refuse or rewrite", () => {
  it("still commits a save and an upload (the author name made safe), instead of failing", async () => {
    const odd = await server.addStaff("editor", "angle@qwp.example", "<>");
    const cookie = await signIn(server.baseUrl, odd.email, odd.password);
    const file = await open(LEADER);
    const saved = await server.put(url(LEADER), { data: { ...file.data, title: "Secretary Angles" }, revision: file.revision }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(gitIn(server.repo.bare, ["log", "-1", "--format=%an|%ae", "main"])).toBe("angle@qwp.example|angle@qwp.example");

    const rewritten = await server.addStaff("editor", "rewritten@qwp.example", "Gul\u0007 <Bano>.");
    const other = await signIn(server.baseUrl, rewritten.email, rewritten.password);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer();
    const { body, headers } = multipartBody({ field: "file", filename: "angles.png", type: "image/png", bytes: photo }, { for: LEADER, use: "image" });
    const upload = await server.request("/api/admin/content/uploads", { method: "POST", body, headers: { ...headers, cookie: other, origin: server.baseUrl } });
    expect(upload.statusCode).toBe(201);
    expect(gitIn(server.repo.bare, ["log", "-1", "--format=%an", "main"])).toBe("Gul Bano");
  });
});

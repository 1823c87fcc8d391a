/** @jest-environment node */
/**
 * The Translations API over real HTTP, against a real throwaway git repository cloned from this
 * one (its history included): the overview, a translation beside its English, a save checked by
 * the translation checks (refused at its field), written keeping the file's bytes and committed as
 * the staff member, "outdated" after an English change pushed by a developer, the review's
 * confirmation as a commit, a new translation file, and the roles.
 */
import fs from "node:fs";
import path from "node:path";
import { NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import { ROOT_DIR } from "../../server/platform/config";
import { INVALID_DATA, STALE } from "../../server/content/contentEdits";
import { NOTHING_CHANGED } from "../../server/content/translationEditor";
import type { SaveContentResponse } from "../../contract/content/api";
import type { TranslationFile, TranslationOverview } from "../../contract/content/translationsApi";
import { auditActions } from "../../test-support/admin";
import { developerPush, publishedText, startContentServer, type ContentServer } from "../../test-support/content";
import { CONTENT_EDITOR, gitIn } from "../../test-support/publishing";

jest.setTimeout(60_000);

const HOME_UR = "data/ur/home.json";
const CONTACT_PS = "data/i18n/ps/contact.json";
const url = (file = "") => `/api/admin/translations${file ? `/${file}` : ""}`;
let server: ContentServer;

beforeAll(async () => {
  server = await startContentServer();
  // Every content file has its translations; a developer removes Tariq Khan's so one is "Not started".
  const { work, bare } = server.repo;
  gitIn(work, ["rm", "-q", "data/ur/leaders/tariq-khan.json", "data/ps/leaders/tariq-khan.json"]);
  gitIn(work, ["commit", "-q", "-m", "Remove Tariq Khan's translations"]);
  gitIn(work, ["push", "-q", bare, "HEAD:refs/heads/main"]);
});
afterAll(() => server.close());

async function open(file: string): Promise<TranslationFile> {
  const response = await server.get(url(file), server.cookies.editor);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const field = (file: TranslationFile, pointer: string) => file.fields.find((f) => f.pointer === pointer)!;
const lastCommit = () => gitIn(server.repo.bare, ["log", "-1", "--format=%an%x00%ae%x00%s", "main"]).split("\0");

describe("who may use it", () => {
  it("refuses anonymous (401) and office (403) on the overview, reads and saves; admin and editor may", async () => {
    const anonymous = await server.get(url());
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, NOT_SIGNED_IN]);
    const office = await server.get(url(HOME_UR), server.cookies.office);
    expect([office.statusCode, office.json().message]).toEqual([403, WRONG_ROLE]);
    expect((await server.put(url(HOME_UR), { data: {}, revision: "x" }, server.cookies.office)).statusCode).toBe(403);
    expect((await server.put(url(HOME_UR), { data: {}, revision: "x" })).statusCode).toBe(401);
    expect((await server.get(url(), server.cookies.admin)).statusCode).toBe(200);
  });

  it("reads only translation files: English files, paths out of data/ and unknown sources are refused", async () => {
    for (const [file, status] of [["data/home.json", 404], ["data/i18n/en/contact.json", 404], ["data/ur/no-such-file.json", 404], ["data/ur/../home.json", 400], ["data/ur/%2e%2e/home.json", 400]] as const)
      expect([file, (await server.get(url(file), server.cookies.editor)).statusCode]).toEqual([file, status]);
  });
});

describe("the overview", () => {
  it("lists every content file and strings area in Urdu and Pashto with what is missing, needs review and is outdated", async () => {
    const { files }: TranslationOverview = (await server.get(url(), server.cookies.editor)).json();
    const row = (path: string) => files.find((f) => f.path === path)!;
    expect(row(HOME_UR)).toMatchObject({ lang: "ur", source: "data/home.json", group: "content", kind: "home", exists: true, status: "needs-review" });
    expect(row(HOME_UR).missing).toBe((await open(HOME_UR)).fields.filter((f) => f.state === "missing").length);
    expect(row(HOME_UR).texts).toBeGreaterThan(20);
    expect(row(HOME_UR).updatedBy).toBe(gitIn(server.repo.bare, ["log", "-1", "--format=%an", "main", "--", HOME_UR]));
    // Tariq Khan's translation was removed above: the whole file is missing.
    const leader = row("data/ps/leaders/tariq-khan.json");
    expect(leader).toMatchObject({ exists: false, status: null, title: "Tariq Khan", outdated: 0 });
    expect(leader.missing).toBe(leader.texts);
    expect(leader.texts).toBeGreaterThan(3);
    // An interface-strings file has as many texts as its English file has keys; every area is listed.
    const englishKeys = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "data/i18n/en/contact.json"), "utf8"))).filter((key) => !key.startsWith("$"));
    expect(row(CONTACT_PS)).toMatchObject({ group: "strings", kind: "strings", exists: true, status: "needs-review", texts: englishKeys.length, missing: 0 });
    const areas = fs.readdirSync(path.join(ROOT_DIR, "data/i18n/en")).filter((name) => name.endsWith(".json")).length;
    for (const lang of ["ur", "ps"]) expect(files.filter((f) => f.lang === lang && f.group === "strings").length).toBe(areas);
  });
});

describe("one translation beside its English", () => {
  it("gives the English text of every text field, the translation and its revision", async () => {
    const file = await open(HOME_UR);
    expect(file.data).toEqual(JSON.parse(publishedText(server.repo, HOME_UR)));
    expect(file.revision).toBe(gitIn(server.repo.bare, ["rev-parse", `main:${HOME_UR}`]));
    expect(field(file, "/hero/title")).toEqual({ pointer: "/hero/title", english: "Peace, rights and progress for Khyber Pakhtunkhwa", state: "current" });
    // Paths, images and figures are not texts; "1000s" is, and it is translated.
    expect(file.fields.map((f) => f.pointer)).not.toContain("/hero/image");
    expect(file.fields.map((f) => f.pointer)).not.toContain("/intro/stats/0/number");
    expect(field(file, "/intro/stats/3/number")).toEqual({ pointer: "/intro/stats/3/number", english: "1000s", state: "current" });
    expect(file.schema.properties).toHaveProperty("hero");
    const strings = await open(CONTACT_PS);
    expect(strings.fields.map((f) => f.pointer)).toEqual(Object.keys(JSON.parse(publishedText(server.repo, "data/i18n/en/contact.json"))).map((key) => `/${key}`));
    expect(field(strings, "/title")).toMatchObject({ english: "Get in touch", state: "current" });
  });
});

describe("saving", () => {
  it("changes only the edited text's line and commits it as the staff member", async () => {
    const before = publishedText(server.repo, CONTACT_PS);
    const file = await open(CONTACT_PS);
    const data = { ...file.data, title: "موږ سره اړیکه ونیسئ" };
    const response = await server.put(url(CONTACT_PS), { data, revision: file.revision, message: "Pashto contact title" }, server.cookies.editor);
    expect(response.statusCode).toBe(200);
    const saved: SaveContentResponse = response.json();
    expect(publishedText(server.repo, CONTACT_PS)).toBe(before.replace(`"title": ${JSON.stringify(file.data.title)}`, `"title": "موږ سره اړیکه ونیسئ"`));
    expect(lastCommit()).toEqual([CONTENT_EDITOR.name, CONTENT_EDITOR.email, "Pashto contact title"]);
    expect(saved.revision).toBe(gitIn(server.repo.bare, ["rev-parse", `main:${CONTACT_PS}`]));
    expect(auditActions(server)).toContainEqual({ actor: CONTENT_EDITOR.email, action: "content.save", target: `content:${CONTACT_PS}` });
    const stale = await server.put(url(CONTACT_PS), { data, revision: file.revision }, server.cookies.editor);
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE]);
    const same = await server.put(url(CONTACT_PS), { data, revision: saved.revision }, server.cookies.editor);
    expect([same.statusCode, same.json().message]).toEqual([400, NOTHING_CHANGED]);
  });

  it.each([
    ["an interface string without the English placeholders", "data/i18n/ur/layout.json", (d: Record<string, unknown>) => (d.copyright = "جملہ حقوق محفوظ ہیں"), "/copyright", /placeholders of the English text: \{name\} \{year\}/],
    ["an interface string the English file lacks", CONTACT_PS, (d: Record<string, unknown>) => (d.fax = "فکس"), "/fax", /^Is not in data\/i18n\/en\/contact.json/],
    ["a content field the English file lacks", HOME_UR, (d: Record<string, unknown>) => ((d.hero as Record<string, unknown>).heading = "سرخی"), "/hero/heading", /not in the English file/],
    ["a link, which is the same in every edition", "data/ps/navigation.json", (d: Record<string, unknown>) => (((d.items as Record<string, unknown>[])[0].href = "/ps")), "/items/0/href", /same in every edition/],
    ["an unknown review state", HOME_UR, (d: Record<string, unknown>) => (d.$status = "done"), "/$status", /needs-review, reviewed/],
  ])("refuses %s with 400 at its field, and writes nothing", async (_name, file, change, pointer, message) => {
    const before = publishedText(server.repo, file);
    const head = gitIn(server.repo.bare, ["rev-parse", "main"]);
    const opened = await open(file);
    const data = structuredClone(opened.data);
    change(data);
    const response = await server.put(url(file), { data, revision: opened.revision }, server.cookies.editor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_DATA, errors: [{ field: pointer, message: expect.stringMatching(message) }] });
    expect(publishedText(server.repo, file)).toBe(before);
    expect(gitIn(server.repo.bare, ["rev-parse", "main"])).toBe(head);
  });

  it("creates a translation that does not exist yet (revision \"\"), as 2-space JSON in the English file's order", async () => {
    const file = "data/ur/leaders/tariq-khan.json";
    const opened = await open(file);
    expect([opened.exists, opened.revision, opened.data]).toEqual([false, "", { $status: "needs-review" }]);
    const data = { title: "سیکرٹری اطلاعات", name: "طارق خان", $status: "needs-review" };
    const response = await server.put(url(file), { data, revision: "" }, server.cookies.editor);
    expect(response.statusCode).toBe(200);
    expect(publishedText(server.repo, file)).toBe(`${JSON.stringify({ $status: "needs-review", name: "طارق خان", title: "سیکرٹری اطلاعات" }, null, 2)}\n`);
    expect(lastCommit()).toEqual([CONTENT_EDITOR.name, CONTENT_EDITOR.email, `Add ${file}`]);
    const again = await open(file);
    expect(field(again, "/name")).toMatchObject({ state: "current" });
    expect(field(again, "/description")).toMatchObject({ state: "missing" });
  });
});

describe("outdated: the English changed after the translation was saved", () => {
  it("marks the changed field in both languages, clears it when the field is translated again or the review confirmed", async () => {
    const oldTitle = "Peace, rights and progress for Khyber Pakhtunkhwa";
    developerPush(server.repo, "data/home.json", (text) => text.replace(oldTitle, "Peace, rights and prosperity for Khyber Pakhtunkhwa"));
    const ur = await open(HOME_UR);
    expect(field(ur, "/hero/title")).toEqual({ pointer: "/hero/title", english: "Peace, rights and prosperity for Khyber Pakhtunkhwa", state: "outdated", englishThen: oldTitle });
    expect(field(ur, "/hero/subtitle").state).toBe("current");
    const { files }: TranslationOverview = (await server.get(url(), server.cookies.editor)).json();
    const outdatedBefore = files.find((f) => f.path === "data/ps/home.json")!.outdated;
    expect(outdatedBefore).toBeGreaterThanOrEqual(1);
    expect(files.find((f) => f.path === HOME_UR)!.outdated).toBeGreaterThanOrEqual(1);

    // Saving another field leaves it outdated; translating it again makes it current.
    const other = structuredClone(ur.data) as { hero: Record<string, string> };
    other.hero.eyebrow = `${other.hero.eyebrow} `.trim() + "۔";
    const first = await server.put(url(HOME_UR), { data: other, revision: ur.revision }, server.cookies.editor);
    expect(first.statusCode).toBe(200);
    expect(field(await open(HOME_UR), "/hero/title").state).toBe("outdated");
    other.hero.title = "خیبر پختونخوا کے لیے امن، حقوق اور خوشحالی";
    const second = await server.put(url(HOME_UR), { data: other, revision: first.json().revision }, server.cookies.editor);
    expect(second.statusCode).toBe(200);
    expect(field(await open(HOME_UR), "/hero/title").state).toBe("current");

    // Confirming the review: the reviewer read every text against today's English.
    const ps = await open("data/ps/home.json");
    expect(field(ps, "/hero/title").state).toBe("outdated");
    const confirmed = await server.put(url("data/ps/home.json"), { data: { ...ps.data, $status: "reviewed" }, revision: ps.revision }, server.cookies.editor);
    expect(confirmed.statusCode).toBe(200);
    const after = await open("data/ps/home.json");
    expect([after.status, after.fields.filter((f) => f.state === "outdated")]).toEqual(["reviewed", []]);
  });
});

describe("confirming a review", () => {
  it("is a commit of the \"$status\" line as the staff member, audited as the review's confirmation", async () => {
    const file = "data/i18n/ur/contact.json";
    const before = publishedText(server.repo, file);
    const opened = await open(file);
    const response = await server.put(url(file), { data: { ...opened.data, $status: "reviewed" }, revision: opened.revision }, server.cookies.editor);
    expect(response.statusCode).toBe(200);
    expect(publishedText(server.repo, file)).toBe(before.replace('"$status": "needs-review"', '"$status": "reviewed"'));
    expect(lastCommit()).toEqual([CONTENT_EDITOR.name, CONTENT_EDITOR.email, `Confirm the review of ${file}`]);
    expect(auditActions(server)).toContainEqual({ actor: CONTENT_EDITOR.email, action: "content.review", target: `content:${file}` });
    await server.publishing.publisher!.idle();
    expect(server.built).toContain((response.json() as SaveContentResponse).commit);
    const { files }: TranslationOverview = (await server.get(url(), server.cookies.editor)).json();
    expect(files.find((f) => f.path === file)!.status).toBe("reviewed");
  });
});

describe("history and restore", () => {
  it("lists a translation's commits and restores an earlier version as a new commit, through the content routes", async () => {
    const file = "data/i18n/ps/contact.json";
    const history = (await server.get(`/api/admin/content/${file}/history`, server.cookies.editor)).json();
    const saved = history.commits.find((c: { message: string }) => c.message === "Pashto contact title");
    const original = history.commits[history.commits.indexOf(saved) + 1];
    const opened = await open(file);
    const response = await server.post(`/api/admin/content/${file}/restore`, { commit: original.commit, revision: opened.revision }, server.cookies.editor);
    expect(response.statusCode).toBe(200);
    expect(publishedText(server.repo, file)).toBe(gitIn(server.repo.bare, ["show", `${original.commit}:${file}`]) + "\n");
    expect(lastCommit()).toEqual([CONTENT_EDITOR.name, CONTENT_EDITOR.email, `Restore ${file} as of ${original.commit.slice(0, 12)}`]);
    expect((await server.get("/api/admin/content/data/i18n/en/contact.json/history", server.cookies.editor)).statusCode).toBe(404);
  });
});

/** @jest-environment node */
/**
 * The console's private preview of a draft over real HTTP: refused to anyone but the press office,
 * answered as the public page of the item's edition (language, direction, content) with nothing a
 * cache may keep or a search engine index, its scripts removed, and never at the public address.
 */
import serverUr from "../../data/i18n/ur/server.json";
import { makeEvent } from "../../test-support/fixtures/content";
import { startAdminServer, type AdminServer } from "../../test-support/admin";
import { signIn } from "../../test-support/server";
import { eventPreviewPath, newsPreviewPath } from "../../contract/lib/previewPaths";

jest.setTimeout(60_000);

let server: AdminServer;
const cookies: Record<"editor" | "office" | "admin", string> = {
  editor: "",
  office: "",
  admin: "",
};
let articleId = "";
let eventId = 0;
const TITLE = "پشاور میں کارکنوں کا کنونشن";

beforeAll(async () => {
  server = await startAdminServer({ withSite: true });
  for (const role of ["editor", "office", "admin"] as const) {
    const account = await server.addStaff(role);
    cookies[role] = await signIn(server.baseUrl, account.email, account.password);
  }
  const created = await server.post(
    "/api/admin/news",
    {
      title: TITLE,
      slug: "peshawar-convention",
      excerpt: "صوبائی کنونشن کی تیاری۔",
      content: "<p>کارکنوں کا اجلاس۔</p>",
      category: "Party Affairs",
      status: "draft",
      lang: "ur",
    },
    cookies.editor,
  );
  expect(created.statusCode).toBe(201);
  articleId = created.json()._id;
  eventId = server.events.create(
    makeEvent(server.clock.now, 48, {
      slug: "mardan-jalsa",
      title: "مردان میں جلسہ",
      lang: "ur",
      status: "draft",
    }),
    "editor@qwp.example",
  ).id;
});
afterAll(() => server.close());

const mainOf = (html: string) =>
  html.slice(html.indexOf('<main id="main-content"'), html.indexOf("</main>"));

const expectPrivate = (response: Awaited<ReturnType<AdminServer["get"]>>) => {
  expect(response.headers["cache-control"]).toBe("private, no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers["cdn-cache-control"]).toBeUndefined();
};

describe("who may preview", () => {
  it.each([
    ["signed out", undefined, 401, "Please sign in to continue."],
    ["the office", "office", 403, "Your role does not allow this."],
  ] as const)(
    "%s: refused, with a page that says why and is kept by no one",
    async (_who, role, status, message) => {
      for (const path of [
        newsPreviewPath(articleId),
        eventPreviewPath(eventId),
        "/admin/preview/events/<script>",
      ]) {
        const response = await server.get(path, role && cookies[role]);
        expect(response.statusCode).toBe(status);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.body).toContain(message);
        expect(response.body).not.toContain(TITLE);
        expectPrivate(response);
      }
    },
  );
});

describe("the press office's preview", () => {
  it("shows a draft article as its Urdu page will, without its scripts, at a private address; its public address stays not found", async () => {
    for (const role of ["editor", "admin"] as const) {
      const response = await server.get(newsPreviewPath(articleId), cookies[role]);
      expect(response.statusCode).toBe(200);
      expectPrivate(response);
      expect(response.body).toMatch(/<html[^>]* lang="ur"/);
      expect(response.body).toMatch(/<html[^>]* dir="rtl"/);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(mainOf(response.body)).toContain(TITLE);
      expect(mainOf(response.body)).toContain("کارکنوں کا اجلاس۔");
      expect(response.body).toContain(serverUr.previewNotice);
      // Only the theme's inline script is left, and the page's policy allows nothing else.
      expect(response.body).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(response.body.match(/<script\b/g)).toHaveLength(1);
      expect(response.headers["content-security-policy"]).toMatch(
        /script-src 'self' 'sha256-[^']+';/,
      );
    }
    expect((await server.request("/ur/news/peshawar-convention")).statusCode).toBe(404);
    expect((await server.request(`/api/news/${articleId}`)).statusCode).toBe(404);
  });

  it("shows a draft event as its Urdu page will once scheduled; its public address stays not found", async () => {
    const response = await server.get(eventPreviewPath(eventId), cookies.editor);
    expect(response.statusCode).toBe(200);
    expectPrivate(response);
    expect(response.body).toMatch(/<html[^>]* lang="ur"/);
    expect(mainOf(response.body)).toContain("مردان میں جلسہ");
    expect(mainOf(response.body)).toContain('href="/events/mardan-jalsa.ics"');
    expect((await server.request("/ur/events/mardan-jalsa")).statusCode).toBe(404);
    expect((await server.request("/events/mardan-jalsa.ics")).statusCode).toBe(404);
  });

  it("answers an unknown or malformed id with a clear refusal, never a 5xx", async () => {
    const unknown = await server.get(eventPreviewPath(999_999), cookies.editor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("There is nothing with this id to preview: it may have been deleted.");
    expect(
      (await server.get(newsPreviewPath("0123456789abcdef01234567"), cookies.editor)).statusCode,
    ).toBe(404);
    for (const path of [
      "/admin/preview/events/0",
      "/admin/preview/events/%F0%9F%98%80",
      "/admin/preview/news/..%2F..",
      `/admin/preview/news/${"a".repeat(500)}`,
    ]) {
      const response = await server.get(path, cookies.editor);
      // An address too long for the router is the site's not-found page, also kept by no one.
      expect([path, response.statusCode, response.headers["cache-control"]]).toEqual([
        path,
        expect.any(Number),
        "private, no-store",
      ]);
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});

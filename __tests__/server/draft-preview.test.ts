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
import {
  eventPreviewPath,
  newsPreviewPath,
  UNSAVED_EVENT_PREVIEW_PATH,
  UNSAVED_NEWS_PREVIEW_PATH,
} from "../../contract/lib/previewPaths";
import { CANNOT_PREVIEW, NO_VALUES } from "../../server/site/previewRoutes";
import { escapeHtml } from "../../server/site/shareCard";
import { CROSS_ORIGIN } from "../../server/staff/messages";

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

/** What an editor's preview form posts into its new tab: the values as JSON, the saved item's id. */
const postTo = (
  path: string,
  fields: Record<string, string>,
  { cookie, origin = server.baseUrl }: { cookie?: string; origin?: string } = {},
) =>
  server.request(path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      ...(cookie ? { cookie } : {}),
    },
  });

const expectPrivate = (response: Awaited<ReturnType<AdminServer["get"]>>) => {
  expect(response.headers["cache-control"]).toBe("private, no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers["cdn-cache-control"]).toBeUndefined();
};

/** Unsaved values posted to `path` signed out, as the office and from another site: each refused with a page that says why, showing nothing of `title`. */
async function expectRefused(path: string, fields: Record<string, string>, title: string) {
  for (const [cookie, origin, status, message] of [
    [undefined, undefined, 401, "Please sign in to continue."],
    [cookies.office, undefined, 403, "Your role does not allow this."],
    [cookies.editor, "https://evil.example", 403, CROSS_ORIGIN],
  ] as const) {
    const response = await postTo(path, fields, { cookie, origin });
    expect([response.statusCode, response.body]).toEqual([
      status,
      expect.stringContaining(escapeHtml(message)),
    ]);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).not.toContain(title);
    expectPrivate(response);
  }
}

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
    expect(unknown.body).toContain(
      "There is nothing with this id to preview: it may have been deleted.",
    );
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

describe("the preview of an event's unsaved values", () => {
  const NEW_TITLE = "مردان میں بڑا جلسہ";
  const postValues = (
    fields: Record<string, string>,
    options?: { cookie?: string; origin?: string },
  ) => postTo(UNSAVED_EVENT_PREVIEW_PATH, fields, options);
  const changed = () =>
    JSON.stringify(
      makeEvent(server.clock.now, 48, {
        slug: "mardan-jalsa",
        title: NEW_TITLE,
        lang: "ur",
        status: "draft",
        body: '<p>تقاریر۔</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    );

  it("refuses strangers, the office and other sites' pages, with a page that says why and is kept by no one", async () => {
    await expectRefused(
      UNSAVED_EVENT_PREVIEW_PATH,
      { id: String(eventId), values: changed() },
      NEW_TITLE,
    );
  });

  it("answers bad input with the editor's field errors, never a 5xx", async () => {
    const invalid = JSON.stringify({ ...JSON.parse(changed()), title: "", venue: "" });
    for (const [fields, status, texts] of [
      [{}, 400, [NO_VALUES]],
      [{ values: "{not json" }, 400, [NO_VALUES]],
      [{ values: invalid }, 400, [CANNOT_PREVIEW, "Title is required", "Enter the venue"]],
      [{ values: changed(), id: "999999" }, 404, ["There is nothing with this id to preview"]],
      [{ values: changed(), id: "<script>" }, 404, ["There is nothing with this id to preview"]],
      [{ values: "[]" }, 400, []],
      [{ values: "null" }, 400, []],
      [{ values: "1e308" }, 400, []],
      [{ values: '{"__proto__":{"polluted":true},"title":"x"}' }, 400, [CANNOT_PREVIEW]],
      [
        {
          values: JSON.stringify({
            ...JSON.parse(changed()),
            title: "a\u0000b",
            lat: Number.POSITIVE_INFINITY,
          }),
        },
        400,
        [CANNOT_PREVIEW],
      ],
      [{ values: changed(), id: ["1", "2"] as unknown as string }, 404, []],
    ] as const) {
      const response = await postValues(fields, { cookie: cookies.editor });
      expect(response.statusCode).toBe(status);
      for (const text of texts) expect(response.body).toContain(text);
      expectPrivate(response);
    }
  });

  it("shows the values as the Urdu public page will, hostile HTML removed, and leaves the saved event as it was", async () => {
    const response = await postValues(
      { id: String(eventId), values: changed() },
      { cookie: cookies.editor },
    );
    expect(response.statusCode).toBe(200);
    expectPrivate(response);
    expect(response.body).toMatch(/<html[^>]* lang="ur"/);
    expect(response.body).toMatch(/<html[^>]* dir="rtl"/);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain(serverUr.previewNotice);
    const main = mainOf(response.body);
    expect(main).toContain(NEW_TITLE);
    expect(main).toContain("تقاریر۔");
    expect(main).not.toMatch(/onerror|alert\(/);
    expect(response.body.match(/<script\b/g)).toHaveLength(1);
    expect(server.events.adminFind(eventId)?.title).toBe("مردان میں جلسہ");
    const saved = await server.get(eventPreviewPath(eventId), cookies.editor);
    expect(mainOf(saved.body)).not.toContain(NEW_TITLE);
    // A new event, never saved, is previewed too.
    const fresh = await postValues(
      { values: changed().replace("mardan-jalsa", "") },
      { cookie: cookies.admin },
    );
    expect(fresh.statusCode).toBe(200);
    expect(mainOf(fresh.body)).toContain(NEW_TITLE);
  });
});

describe("the preview of an article's unsaved values", () => {
  const NEW_TITLE = "پشاور میں کارکنوں کا بڑا کنونشن";
  const postValues = (
    fields: Record<string, string>,
    options?: { cookie?: string; origin?: string },
  ) => postTo(UNSAVED_NEWS_PREVIEW_PATH, fields, options);
  /** The news editor's values: the saved Urdu draft with a new title and a hostile body, not saved. */
  const changed = (change: Record<string, unknown> = {}) =>
    JSON.stringify({
      title: NEW_TITLE,
      slug: "peshawar-convention",
      excerpt: "صوبائی کنونشن کی تیاری۔",
      content: '<p>نئی تقاریر۔</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      category: "Party Affairs",
      author: "",
      imageId: null,
      status: "draft",
      publishedAt: "",
      lang: "ur",
      ...change,
    });

  it("refuses strangers, the office and other sites' pages, with a page that says why and is kept by no one", async () => {
    await expectRefused(UNSAVED_NEWS_PREVIEW_PATH, { id: articleId, values: changed() }, NEW_TITLE);
  });

  it("answers bad input with the editor's field errors, never a 5xx", async () => {
    for (const [fields, status, texts] of [
      [{}, 400, [NO_VALUES]],
      [{ values: "{not json" }, 400, [NO_VALUES]],
      [
        { values: changed({ title: "", content: "<p> </p>" }) },
        400,
        [CANNOT_PREVIEW, "Title is required", "Write the article&#39;s text"],
      ],
      [
        { values: changed({ content: "<script>alert(1)</script>" }) },
        400,
        [CANNOT_PREVIEW, "Write the article&#39;s text"],
      ],
      [
        { values: changed({ imageId: 987654 }) },
        400,
        [CANNOT_PREVIEW, "Choose a photo from the library"],
      ],
      [{ values: changed({ lang: "fr" }) }, 400, [CANNOT_PREVIEW]],
      [
        { values: changed(), id: "0123456789abcdef01234567" },
        404,
        ["There is nothing with this id to preview"],
      ],
      [{ values: changed(), id: "../../etc" }, 404, ["There is nothing with this id to preview"]],
      [{ values: "[]" }, 400, []],
      [{ values: "null" }, 400, []],
      [{ values: "1e308" }, 400, []],
      [{ values: '{"__proto__":{"polluted":true},"title":"x"}' }, 400, [CANNOT_PREVIEW]],
      [{ values: changed({ title: { toString: "x" } }) }, 400, [CANNOT_PREVIEW]],
      [{ values: changed(), id: ["a", "b"] as unknown as string }, 404, []],
    ] as const) {
      const response = await postValues(fields, { cookie: cookies.editor });
      expect([JSON.stringify(fields).slice(0, 80), response.statusCode]).toEqual([
        JSON.stringify(fields).slice(0, 80),
        status,
      ]);
      for (const text of texts) expect(response.body).toContain(text);
      expect(response.body).not.toContain("<script>alert");
      expectPrivate(response);
    }
  });

  it("shows the values as the Urdu article page will, hostile HTML removed, and leaves the saved article as it was", async () => {
    const response = await postValues(
      { id: articleId, values: changed() },
      { cookie: cookies.editor },
    );
    expect(response.statusCode).toBe(200);
    expectPrivate(response);
    expect(response.body).toMatch(/<html[^>]* lang="ur"/);
    expect(response.body).toMatch(/<html[^>]* dir="rtl"/);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain(serverUr.previewNotice);
    const main = mainOf(response.body);
    expect(main).toContain(NEW_TITLE);
    expect(main).toContain("نئی تقاریر۔");
    // No byline typed: the signed-in editor's name, as a save would give it.
    expect(main).toContain("Editor Person");
    expect(main).not.toMatch(/onerror|alert\(/);
    expect(response.body.match(/<script\b/g)).toHaveLength(1);
    expect(response.headers["content-security-policy"]).toMatch(
      /script-src 'self' 'sha256-[^']+';/,
    );

    const saved = await server.get(`/api/admin/news/${articleId}`, cookies.editor);
    expect(saved.json()).toMatchObject({ title: TITLE, state: "draft" });
    expect(
      mainOf((await server.get(newsPreviewPath(articleId), cookies.editor)).body),
    ).not.toContain(NEW_TITLE);
    expect((await server.request("/ur/news/peshawar-convention")).statusCode).toBe(404);

    // A new article, never saved, is previewed too, in its own edition.
    const fresh = await postValues(
      { values: changed({ title: "A rally in Swabi", slug: "", lang: "en" }) },
      { cookie: cookies.admin },
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toMatch(/<html[^>]* lang="en"/);
    expect(mainOf(fresh.body)).toContain("A rally in Swabi");
  });
});

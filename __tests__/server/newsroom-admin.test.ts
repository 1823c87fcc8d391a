/** @jest-environment node */
import zlib from "node:zlib";
import sharp from "sharp";
import { DUPLICATE_SLUG, SLUG_LOCKED } from "../../server/news/newsroom";
import { NO_FILE, PHOTO_IN_USE } from "../../server/media/mediaRoutes";
import { NOT_SIGNED_IN, WRONG_ROLE } from "../../server/staff/messages";
import { DAMAGED_IMAGE, MEDIA_TOO_LARGE, TOO_MANY_PIXELS, UNSUPPORTED_MEDIA } from "../../server/media/pipeline";
import { sanitizeArticleOnServer } from "../../server/news/articleSanitizer";
import { readFeed } from "../../test-support/pythonParsers";
import { createStaffAccount, createTestApp, multipartBody, signIn, type TestResponse } from "../../test-support/server";
import { ORDINARY, PAYLOADS } from "../../test-support/xssCorpus";
import { PRIVATE } from "../../server/site/headers";

// Setup hashes staff passwords with Argon2id (19 MiB, 2 passes) and starts a server: seconds on a
// busy 2-core CI machine, more than Jest's 5 s default for a hook.
jest.setTimeout(60_000);

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
const clock = { now: Date.UTC(2026, 10, 20, 9, 0, 0) };
const cookies: Record<"admin" | "editor" | "office", string> = { admin: "", editor: "", office: "" };
const PASSWORD = "river basalt tomato parade";

async function signInAll() {
  for (const role of ["admin", "editor", "office"] as const) {
    cookies[role] = await signIn(`http://127.0.0.1:${server.port}`, `${role}@qwp.example`, PASSWORD);
  }
}

/** Moves the server's clock; sessions idle longer than 30 minutes end, so everyone signs in again. */
async function advance(ms: number) {
  clock.now += ms;
  await signInAll();
}

beforeAll(async () => {
  server = await createTestApp({ withSite: true, now: () => clock.now });
  for (const role of ["admin", "editor", "office"] as const) {
    await createStaffAccount(server.db, { email: `${role}@qwp.example`, name: `${role[0].toUpperCase()}${role.slice(1)} Person`, role, password: PASSWORD });
  }
  await signInAll();
}, 60_000);
afterAll(() => server.close());

const origin = () => `http://127.0.0.1:${server.port}`;
const call = (method: string, url: string, { json, cookie = cookies.editor, body, headers = {} }: { json?: unknown; cookie?: string; body?: Buffer; headers?: Record<string, string> } = {}) =>
  server.request(url, { method, json, body, headers: { ...(cookie ? { cookie } : {}), origin: origin(), ...headers } });

const multipart = (field: string, filename: string, type: string, bytes: Buffer) => multipartBody({ field, filename, type, bytes });
const upload = (bytes: Buffer, filename = "photo.jpg", cookie = cookies.editor, field = "file") =>
  call("POST", "/api/admin/media", { cookie, ...multipart(field, filename, "image/jpeg", bytes) });

/** A PNG whose header claims width × height pixels, with almost no data: what a pixel bomb looks like to the decoder. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const jpegWithGps = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#aa3333" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 0/1 3600/100", GPSLongitudeRef: "E", GPSLongitude: "71/1 34/1 0/1" },
    })
    .jpeg()
    .toBuffer();

const article = (overrides: Record<string, unknown> = {}) => ({
  title: "Council approves the district plan",
  excerpt: "The provincial council approved the plan for district offices.",
  content: '<h2>Decisions</h2><p>Read the <a href="https://example.org/plan">plan</a>.</p>',
  category: "Party Affairs",
  status: "draft",
  ...overrides,
});

const publicSlugs = async () => (await server.request("/api/news")).json().news.map((n: { slug: string }) => n.slug);
const auditActions = () =>
  (server.db.prepare("SELECT action, target FROM audit_log WHERE action LIKE 'news.%' OR action LIKE 'media.%' ORDER BY id").all() as Array<{ action: string; target: string }>);

describe("who may use the newsroom API", () => {
  // Every row has three entries: Jest treats a missing last argument as a done callback.
  const routes: Array<[string, string, unknown]> = [
    ["GET", "/api/admin/news", undefined],
    ["GET", "/api/admin/news/abc", undefined],
    ["POST", "/api/admin/news", article()],
    ["PATCH", "/api/admin/news/abc", { title: "x" }],
    ["DELETE", "/api/admin/news/abc", undefined],
    ["GET", "/api/admin/media", undefined],
    ["POST", "/api/admin/media", {}],
    ["DELETE", "/api/admin/media/1", undefined],
    ["GET", "/api/admin/news-categories", undefined],
    ["POST", "/api/admin/news-categories", { name: "x" }],
  ];
  it.each(routes)("%s %s: anonymous 401, office 403", async (method, url, json) => {
    const anonymous = await call(method, url, { json, cookie: "" });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: NOT_SIGNED_IN }]);
    const office = await call(method, url, { json, cookie: cookies.office });
    expect([office.statusCode, office.json()]).toEqual([403, { message: WRONG_ROLE }]);
    expect(office.headers["cache-control"]).toBe(PRIVATE);
  });

  it("lets editors and admins in", async () => {
    expect((await call("GET", "/api/admin/news")).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/news", { cookie: cookies.admin })).statusCode).toBe(200);
  });

  it("refuses a state change from another site's page", async () => {
    const response = await call("POST", "/api/admin/news", { json: article(), headers: { origin: "https://evil.example" } });
    expect(response.statusCode).toBe(403);
  });
});

describe("writing, publishing, scheduling and deleting", () => {
  let draftId = "";

  it("saves a draft (201), with the slug from the title and the signed-in name as byline, not public", async () => {
    const response = await call("POST", "/api/admin/news", { json: article() });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    draftId = item._id;
    expect(item).toMatchObject({
      slug: "council-approves-the-district-plan",
      status: "draft",
      state: "draft",
      author: { name: "Editor Person" },
      category: { name: "Party Affairs" },
      slugLocked: false,
    });
    expect(await publicSlugs()).not.toContain(item.slug);
    expect((await server.request(`/api/news/${item.slug}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/news/${draftId}`)).json().title).toBe("Council approves the district plan");
  });

  it("answers 400 with the form's own messages for each invalid field", async () => {
    const response = await call("POST", "/api/admin/news", {
      json: { title: "", excerpt: "", content: "<p> </p>", category: "", status: "maybe", slug: "Not A Slug", publishedAt: "soon" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: {
        title: "Title is required",
        excerpt: "Summary is required",
        content: "Write the article's text",
        category: "Choose a category",
        status: "Choose draft or published",
        slug: "The address may contain only lower-case letters, digits and single hyphens",
        publishedAt: "Enter a valid date and time",
      },
    });
  });

  it("refuses a body that is only hostile markup (nothing is left after sanitising)", async () => {
    const response = await call("POST", "/api/admin/news", { json: article({ title: "Only script", content: "<script>alert(1)</script>" }) });
    expect([response.statusCode, response.json().errors]).toEqual([400, { content: "Write the article's text" }]);
  });

  it("answers 409 for a slug another article uses", async () => {
    const response = await call("POST", "/api/admin/news", { json: article({ title: "Another" , slug: "council-approves-the-district-plan" }) });
    expect([response.statusCode, response.json()]).toEqual([409, { message: DUPLICATE_SLUG, errors: { slug: DUPLICATE_SLUG } }]);
  });

  it("sanitises the body on save against the XSS corpus, keeping ordinary markup", async () => {
    const content = ORDINARY + PAYLOADS.join("\n");
    const response = await call("POST", "/api/admin/news", { json: article({ title: "Corpus article", content }) });
    expect(response.statusCode).toBe(201);
    const stored = response.json().content as string;
    expect(stored).toBe(sanitizeArticleOnServer(content));
    expect(stored).toContain("<h2>Council resolution</h2>");
    expect(stored).not.toMatch(/<(script|iframe|style|svg|math|object|embed|form|meta|base)\b|\son\w+=|javascript:|data:/i);
    expect((await call("DELETE", `/api/admin/news/${response.json()._id}`)).statusCode).toBe(204);
  });

  it("publishes now: the item is first on /api/news, in latest, RSS and its share card; audited", async () => {
    const response = await call("PATCH", `/api/admin/news/${draftId}`, { json: { status: "published" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: "published", publishedAt: new Date(clock.now).toISOString(), slugLocked: true });
    expect((await publicSlugs())[0]).toBe("council-approves-the-district-plan");
    expect((await server.request("/api/news/latest")).json()[0].slug).toBe("council-approves-the-district-plan");
    expect((await server.request("/news/rss.xml")).body).toContain("Council approves the district plan");
    expect((await server.request("/news/council-approves-the-district-plan")).body).toContain('content="Council approves the district plan"');
    expect(auditActions().at(-1)).toEqual({ action: "news.publish", target: `news:${draftId}` });
  });

  it("keeps the slug once published (400), and shows an edit at once through the caches", async () => {
    const moved = await call("PATCH", `/api/admin/news/${draftId}`, { json: { slug: "a-new-address" } });
    expect([moved.statusCode, moved.json().errors]).toEqual([400, { slug: SLUG_LOCKED }]);
    expect((await server.request("/api/news")).json().news[0].title).toBe("Council approves the district plan");
    const edited = await call("PATCH", `/api/admin/news/${draftId}`, { json: { title: "Council approves the new district plan" } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().slug).toBe("council-approves-the-district-plan");
    expect((await server.request("/api/news")).json().news[0].title).toBe("Council approves the new district plan");
    expect((await server.request("/news/rss.xml")).body).toContain("Council approves the new district plan");
    expect(auditActions().at(-1)).toEqual({ action: "news.edit", target: `news:${draftId}` });
  });

  it("schedules: hidden until its time on the server's clock, then public by itself", async () => {
    const at = new Date(clock.now + 2 * 3_600_000).toISOString();
    const response = await call("POST", "/api/admin/news", { json: article({ title: "Scheduled rally", status: "published", publishedAt: at }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: "scheduled", publishedAt: at, slugLocked: false });
    expect(auditActions().at(-1)!.action).toBe("news.schedule");
    expect(await publicSlugs()).not.toContain("scheduled-rally");
    expect((await call("GET", "/api/admin/news?status=scheduled")).json().news.map((n: { slug: string }) => n.slug)).toEqual(["scheduled-rally"]);
    await advance(2 * 3_600_000 - 1);
    expect(await publicSlugs()).not.toContain("scheduled-rally");
    await advance(1);
    expect((await publicSlugs())[0]).toBe("scheduled-rally");
    expect((await server.request("/news/rss.xml")).body).toContain("Scheduled rally");
  });

  it("unpublishes: gone from the public side at once, kept as a draft", async () => {
    const id = (await call("GET", "/api/admin/news?q=scheduled")).json().news[0]._id;
    const response = await call("PATCH", `/api/admin/news/${id}`, { json: { status: "draft" } });
    expect([response.statusCode, response.json().state]).toEqual([200, "draft"]);
    expect(await publicSlugs()).not.toContain("scheduled-rally");
    expect(auditActions().at(-1)).toEqual({ action: "news.unpublish", target: `news:${id}` });
  });

  it("lists by status, newest first, searches titles and pages", async () => {
    for (let i = 0; i < 21; i += 1) {
      clock.now += 60_000;
      await call("POST", "/api/admin/news", { json: article({ title: `Bulk story ${i}`, status: "published" }) });
    }
    const first = (await call("GET", "/api/admin/news?status=published&page=1")).json();
    expect(first.news).toHaveLength(20);
    expect(first.news[0].title).toBe("Bulk story 20");
    expect(first.totalPages).toBe(2);
    expect((await call("GET", "/api/admin/news?status=published&page=2")).json().news.map((n: { title: string }) => n.title)).toEqual([
      "Bulk story 0",
      "Council approves the new district plan",
    ]);
    expect((await call("GET", "/api/admin/news?status=draft")).json().news.map((n: { slug: string }) => n.slug)).toEqual(["scheduled-rally"]);
    expect((await call("GET", "/api/admin/news?q=bulk%20story%201")).json().total).toBe(11);
    expect((await call("GET", "/api/admin/news?q=100%25")).json().total).toBe(0);
    expect((await call("GET", "/api/admin/news?status=maybe")).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/news?page=0")).statusCode).toBe(400);
  });

  it("deletes (204): gone everywhere, 404 afterwards, audited", async () => {
    const response = await call("DELETE", `/api/admin/news/${draftId}`);
    expect(response.statusCode).toBe(204);
    expect((await server.request("/api/news/council-approves-the-district-plan")).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/news/${draftId}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/news/${draftId}`)).statusCode).toBe(404);
    expect(auditActions().at(-1)).toEqual({ action: "news.delete", target: `news:${draftId}` });
  });

  it("lets the category list grow", async () => {
    expect((await call("POST", "/api/admin/news-categories", { json: { name: "  Press   Releases " } })).statusCode).toBe(201);
    expect((await call("GET", "/api/admin/news-categories")).json().categories).toEqual(["Party Affairs", "Press Releases"]);
    expect((await call("POST", "/api/admin/news-categories", { json: { name: "" } })).statusCode).toBe(400);
  });
});

describe("the media library", () => {
  let photo: { id: number; url: string; variants: Array<{ width: number; url: string; type: string }> };

  it("takes a phone JPEG and gives back variants without its GPS position", async () => {
    const input = await jpegWithGps();
    // The upload really carries a position: EXIF with the GPS-IFD pointer (tag 0x8825) and the camera make.
    const exif = (await sharp(input).metadata()).exif!;
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(exif.includes(Buffer.from("PhoneMaker"))).toBe(true);
    const response: TestResponse = await upload(input);
    expect(response.statusCode).toBe(201);
    photo = response.json();
    expect(photo).toMatchObject({ id: expect.any(Number), width: 1200, height: 750, url: expect.stringMatching(/-1200\.jpg$/) });
    expect(photo.variants.map((v) => `${v.width} ${v.type}`)).toEqual(
      [400, 800, 1200].flatMap((w) => [`${w} image/avif`, `${w} image/webp`, `${w} image/jpeg`]),
    );
    for (const variant of photo.variants) {
      const file = await server.request(variant.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(file.raw).metadata();
      expect([meta.width, meta.exif, meta.xmp]).toEqual([variant.width, undefined, undefined]);
      expect(file.raw.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
    expect(auditActions().at(-1)).toEqual({ action: "media.upload", target: `media:${photo.id}` });
  });

  it("handles a PNG named .jpg by its content", async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: "#00000000" } }).png().toBuffer();
    const response = await upload(png, "holiday.jpg");
    expect(response.statusCode).toBe(201);
    expect(response.json().variants.filter((v: { type: string }) => v.type === "image/jpeg").map((v: { width: number }) => v.width)).toEqual([400, 800]);
  });

  it("refuses a text file named .jpg (415), more than 10 MB (413) and a missing file field (400)", async () => {
    const text = await upload(Buffer.from("this is not a photo at all\n"), "photo.jpg");
    expect([text.statusCode, text.json()]).toEqual([415, { message: UNSUPPORTED_MEDIA }]);
    const big = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]));
    expect([big.statusCode, big.json()]).toEqual([413, { message: MEDIA_TOO_LARGE }]);
    const wrongField = await upload(await jpegWithGps(), "photo.jpg", cookies.editor, "photo");
    expect([wrongField.statusCode, wrongField.json()]).toEqual([400, { message: NO_FILE }]);
    const json = await call("POST", "/api/admin/media", { json: { file: "x" } });
    expect([json.statusCode, json.json()]).toEqual([400, { message: NO_FILE }]);
  }, 30_000);

  it("lists the library, newest first", async () => {
    const list = (await call("GET", "/api/admin/media?page=1")).json();
    expect(list.media[1].id).toBe(photo.id);
    expect(list.totalPages).toBe(1);
  });

  it("says what happened to a pixel bomb (413) and to a photo cut short (422)", async () => {
    const bomb = await upload(pngHeaderOnly(20_000, 20_000), "bomb.png");
    expect([bomb.statusCode, bomb.json()]).toEqual([413, { message: TOO_MANY_PIXELS }]);
    const whole = await jpegWithGps();
    const cut = await upload(whole.subarray(0, Math.floor(whole.length / 2)), "cut.jpg");
    expect([cut.statusCode, cut.json()]).toEqual([422, { message: DAMAGED_IMAGE }]);
  }, 30_000);

  it("keeps no control or bidirectional characters of an upload's name, in the library or the audit log", async () => {
    const response = await upload(await jpegWithGps(), "holiday\u202Egpj.exe\u0007\u2066.jpg");
    expect(response.statusCode).toBe(201);
    expect(response.json().originalName).toBe("holidaygpj.exe.jpg");
    const detail = server.db.prepare("SELECT detail FROM audit_log WHERE action = 'media.upload' ORDER BY id DESC LIMIT 1").get() as { detail: string };
    expect(JSON.parse(detail.detail)).toEqual({ name: "holidaygpj.exe.jpg" });
  }, 30_000);

  it("puts the photo's variants on the public item, and never deletes a photo another article uses", async () => {
    const a = (await call("POST", "/api/admin/news", { json: article({ title: "Photo one", imageId: photo.id, status: "published" }) })).json();
    const b = (await call("POST", "/api/admin/news", { json: article({ title: "Photo two", imageId: photo.id, status: "published" }) })).json();
    const item = (await server.request("/api/news/photo-one")).json();
    expect(item).toMatchObject({ thumbnail: photo.url, thumbnailWidth: 1200, thumbnailHeight: 750 });
    expect(item.thumbnailVariants).toEqual(photo.variants);

    expect((await call("DELETE", `/api/admin/news/${a._id}`)).statusCode).toBe(204);
    expect((await server.request(photo.url)).statusCode).toBe(200);
    expect((await server.request("/api/news/photo-two")).json().thumbnailVariants).toEqual(photo.variants);
    const inUse = await call("DELETE", `/api/admin/media/${photo.id}`);
    expect([inUse.statusCode, inUse.json()]).toEqual([409, { message: PHOTO_IN_USE }]);

    expect((await call("DELETE", `/api/admin/news/${b._id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/media/${photo.id}`)).statusCode).toBe(204);
    expect((await server.request(photo.url)).statusCode).toBe(404);
  });

  it("refuses an imageId that is not in the library", async () => {
    const response = await call("POST", "/api/admin/news", { json: article({ title: "Ghost photo", imageId: 99999 }) });
    expect([response.statusCode, response.json().errors]).toEqual([400, { imageId: "Choose a photo from the library" }]);
  });
});

describe("an article's language", () => {
  it("is set in the newsroom (English by default), lists first in its edition (alone with only=lang), and feeds its edition's RSS", async () => {
    const refused = await call("POST", "/api/admin/news", { json: article({ title: "Wrong language", lang: "fr" }) });
    expect([refused.statusCode, refused.json().errors]).toEqual([400, { lang: "Choose English, Urdu or Pashto" }]);

    clock.now += 120_000; // newer than every article of the tests above
    const english = await call("POST", "/api/admin/news", { json: article({ title: "An English note", status: "published" }) });
    expect(english.json().lang).toBe("en");
    clock.now -= 60_000; // older than the English note: the edition's order, not the date, puts it first
    const created = await call("POST", "/api/admin/news", {
      json: article({ title: "صوبائی کونسل کا اجلاس", slug: "council-in-urdu", lang: "ur", status: "published" }),
    });
    clock.now += 60_000;
    expect([created.statusCode, created.json().lang]).toEqual([201, "ur"]);
    const id = created.json()._id;

    const urdu = (await server.request("/api/news?lang=ur")).json();
    expect(urdu.inLanguage).toBe(1);
    expect(urdu.news.map((n: { slug: string }) => n.slug).slice(0, 2)).toEqual(["council-in-urdu", "an-english-note"]);
    expect(urdu.news[0].lang).toBe("ur");
    expect((await server.request("/api/news?lang=ps")).json()).toMatchObject({ lang: "ps", inLanguage: 0 });
    expect((await server.request("/api/news?lang=ur&only=lang")).json().news.map((n: { slug: string }) => n.slug)).toEqual(["council-in-urdu"]);
    expect((await server.request("/api/news/latest?lang=ur")).json()[0].slug).toBe("council-in-urdu");
    expect((await server.request("/api/news")).json().news[0].slug).toBe("an-english-note");

    const feed = (await server.request("/ur/news/rss.xml")).body;
    expect(feed).toMatch(/<link>[^<]*\/ur\/news\/council-in-urdu<\/link>/);
    expect(feed).toContain("<language>ur</language>");
    // An edition's feed lists its own language's articles, as its list does; English's is as before (English first).
    expect(readFeed(feed).entries.map((entry) => entry.title)).toEqual(["صوبائی کونسل کا اجلاس"]);
    const pashto = readFeed((await server.request("/ps/news/rss.xml")).body);
    expect(pashto.bozo).toBe(false);
    expect(pashto.entries).toEqual([]);
    const englishFeed = readFeed((await server.request("/news/rss.xml")).body).entries.map((entry) => entry.title);
    expect(englishFeed[0]).toBe("An English note");

    const moved = await call("PATCH", `/api/admin/news/${id}`, { json: { lang: "ps" } });
    expect([moved.statusCode, moved.json().lang]).toEqual([200, "ps"]);
    expect((await server.request("/ps/news/rss.xml")).body).toContain("صوبائی کونسل کا اجلاس");
    expect((await call("DELETE", `/api/admin/news/${id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/news/${english.json()._id}`)).statusCode).toBe(204);
  });
});

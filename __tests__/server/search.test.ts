/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../../server/platform/config";
import { createReleaseStore } from "../../server/publish/releases";
import { writeContentSnapshot } from "../../gatsby/search/contentDocuments";
import { createStaffAccount, createTestApp, signIn, tempDir } from "../../test-support/server";
import { makeEvent, makeNews } from "../../test-support/fixtures/content";
import { PAYLOADS } from "../../test-support/xssCorpus";

// Sign-in hashes a password with Argon2id: seconds on a busy 2-core machine.
jest.setTimeout(60_000);

type Server = Awaited<ReturnType<typeof createTestApp>>;
type Result = { type: string; title: string; titleMarks: [number, number][]; url: string; snippet: string; snippetMarks: [number, number][]; lang: string; date?: string };
type Answer = { results: Result[]; total: number; totalPages: number; suggestion?: string };

const clock = { now: Date.UTC(2026, 10, 20, 9, 0, 0) };
let server: Server;

beforeAll(async () => {
  server = await createTestApp({ now: () => clock.now });
});
afterAll(() => server.close());

const search = async (q: string, lang = "en", page = 1): Promise<Answer> => {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}&page=${page}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const urls = async (q: string, lang = "en") => (await search(q, lang)).results.map((r) => r.url);
/** The articles among the results (the site's own content has words of every kind too). */
const articleUrls = async (q: string, lang = "en") => (await urls(q, lang)).filter((url) => url.includes("/news/"));
const marked = (text: string, marks: [number, number][]) => marks.map(([from, to]) => text.slice(from, to));

let serial = 0;
/** Inserts one published article through the news repository (as the seed and the newsroom do). */
function article(fields: { title: string; excerpt?: string; content?: string; lang?: "en" | "ur" | "ps"; publishedAt?: string }) {
  serial += 1;
  const [base] = makeNews(1);
  const item = {
    ...base,
    id: `s${String(serial).padStart(23, "0")}`,
    slug: `search-${serial}`,
    excerpt: "",
    content: "<p></p>",
    publishedAt: new Date(clock.now - 60_000).toISOString(),
    ...fields,
  };
  server.news.insert([item]);
  return item;
}

describe("articles from the newsroom", () => {
  let cookie = "";
  const call = (method: string, url: string, json?: unknown) =>
    server.request(url, { method, json, headers: { cookie, origin: server.baseUrl } });

  beforeAll(async () => {
    await createStaffAccount(server.db, { email: "editor@qwp.example", name: "Editor", role: "editor", password: "river basalt tomato parade" });
    cookie = await signIn(server.baseUrl, "editor@qwp.example", "river basalt tomato parade");
  });

  it("finds a published article at once, and no longer once it is unpublished or deleted", async () => {
    const created = await call("POST", "/api/admin/news", {
      title: "Statement on the Mohmand dam",
      excerpt: "The party asks for the dam's royalties.",
      content: "<p>The provincial assembly must receive the hydel profits in full.</p>",
      category: "Statements",
      status: "draft",
    });
    expect(created.statusCode).toBe(201);
    const { _id: id, slug } = created.json();
    expect(await articleUrls("mohmand")).toEqual([]);

    expect((await call("PATCH", `/api/admin/news/${id}`, { status: "published" })).statusCode).toBe(200);
    const found = await search("mohmand hydel profit");
    expect(found.results).toEqual([expect.objectContaining({ type: "article", title: "Statement on the Mohmand dam", url: `/news/${slug}`, lang: "en", date: new Date(clock.now).toISOString() })]);
    expect(marked(found.results[0].snippet, found.results[0].snippetMarks)).toEqual(["hydel", "profits"]);
    // Each edition finds an English article after its own language's, at its own address.
    expect(await articleUrls("mohmand", "ur")).toEqual([`/ur/news/${slug}`]);

    expect((await call("PATCH", `/api/admin/news/${id}`, { title: "Statement on the Tarbela dam" })).statusCode).toBe(200);
    expect(await articleUrls("mohmand")).toEqual([]);
    expect(await urls("tarbela")).toEqual([`/news/${slug}`]);

    expect((await call("PATCH", `/api/admin/news/${id}`, { status: "draft" })).statusCode).toBe(200);
    expect(await urls("tarbela")).toEqual([]);
    expect((await call("PATCH", `/api/admin/news/${id}`, { status: "published" })).statusCode).toBe(200);
    expect(await urls("tarbela")).toEqual([`/news/${slug}`]);
    expect((await call("DELETE", `/api/admin/news/${id}`)).statusCode).toBe(204);
    expect(await urls("tarbela")).toEqual([]);
  });

  it("finds a scheduled article only once its time has come, without a write", async () => {
    const at = new Date(clock.now + 3_600_000).toISOString();
    const created = await call("POST", "/api/admin/news", { title: "Jalsa in Kulachi Bazaar", excerpt: "A rally.", content: "<p>Rally.</p>", category: "Events", status: "published", publishedAt: at });
    expect(created.statusCode).toBe(201);
    expect(await urls("kulachi")).toEqual([]);
    clock.now += 3_600_000;
    expect(await urls("kulachi")).toEqual([`/news/${created.json().slug}`]);
  });
});

describe("English", () => {
  it("finds a word by its stem, and the last word by its start", async () => {
    const item = article({ title: "Elections in Swat", content: "<p>The party contested the elections of 2018 in every district.</p>" });
    expect(await urls("election")).toContain(`/news/${item.slug}`);
    expect(await urls("contesting")).toContain(`/news/${item.slug}`);
    expect(await urls("every distr")).toContain(`/news/${item.slug}`);
    expect(await urls("distr every")).not.toContain(`/news/${item.slug}`);
    const [result] = (await search("2018 swat")).results;
    expect(marked(result.title, result.titleMarks)).toEqual(["Swat"]);
    expect(marked(result.snippet, result.snippetMarks)).toEqual(["2018"]);
  });

  it("finds the site's content: leaders, wings, manifestos and pages", async () => {
    const women = await search("women wing");
    expect(women.results[0]).toMatchObject({ type: "wing", url: "/wings/women-wing", title: "Women Wing", lang: "en" });
    expect((await search("Sherpao chairman")).results.map((r) => r.url)).toContain("/leader/aftab-ahmad-khan-sherpao");
    expect((await search("hydel")).results.map((r) => [r.type, r.url])).toContainEqual(["manifesto", "/about/manifestos#manifesto-title-2024-general"]);
    expect((await search("secretariat")).results.map((r) => r.url)).toContain("/contact");
  });

  it("puts the page about a thing above the news that mentions it, when the query matches its title", async () => {
    const news = article({
      title: "Youth Wing and Lawyers Wing meet on the manifestos",
      excerpt: "The Youth Wing, the lawyers and the manifestos.",
      content: "<p>Youth Wing. Lawyers Wing. Lawyers. Manifestos. Manifesto.</p>",
    });
    expect(await urls("Youth Wing")).toEqual(expect.arrayContaining([`/news/${news.slug}`]));
    for (const [query, lang, first] of [
      ["Youth Wing", "en", "/wings/youth-wing"],
      ["lawyers", "en", "/wings/lawyers-wing"],
      ["lawyer", "en", "/wings/lawyers-wing"],
      ["LAWYERS WING", "en", "/wings/lawyers-wing"],
      ["Youth Wing", "ur", "/ur/wings/youth-wing"],
    ] as const)
      expect([query, lang, (await urls(query, lang))[0]]).toEqual([query, lang, first]);
    expect((await search("manifestos")).results[0].type).toBe("manifesto");
  });

  it("pages through many results, 10 a page", async () => {
    for (let i = 0; i < 23; i += 1) article({ title: `Peshawar district report ${i}`, content: "<p>Zarghunabad.</p>" });
    const first = await search("zarghunabad");
    expect([first.total, first.totalPages, first.results.length]).toEqual([23, 3, 10]);
    const third = await search("zarghunabad", "en", 3);
    expect(third.results).toHaveLength(3);
    expect((await search("zarghunabad", "en", 4)).results).toEqual([]);
    const all = [...first.results, ...(await search("zarghunabad", "en", 2)).results, ...third.results].map((r) => r.url);
    expect(new Set(all).size).toBe(23);
  });
});

describe("Urdu and Pashto", () => {
  it("finds a word with its vowel marks and without them, both ways", async () => {
    const plain = article({ lang: "ur", title: "جمہوریت کا دن", content: "<p>حکومت نے اعلان کیا</p>" });
    const withMarks = article({ lang: "ur", title: "مُشاوَرَت کا اجلاس", content: "<p>صوبائی کابینہ</p>" });
    expect(await articleUrls("حُکُومَت", "ur")).toEqual([`/ur/news/${plain.slug}`]);
    expect(await articleUrls("مشاورت", "ur")).toEqual([`/ur/news/${withMarks.slug}`]);
    // Tatweel and a zero-width non-joiner inside a word change nothing either.
    expect(await articleUrls("حکـــومت", "ur")).toEqual([`/ur/news/${plain.slug}`]);
    expect(await articleUrls("مشا\u200cورت", "ur")).toEqual([`/ur/news/${withMarks.slug}`]);
    const [result] = (await search("مشاورت", "ur")).results;
    // The mark covers the word as written, vowel marks and all.
    expect(marked(result.title, result.titleMarks)).toEqual(["مُشاوَرَت"]);
  });

  it("finds Urdu text typed with the Arabic yeh and kaf, and the reverse", async () => {
    const item = article({ lang: "ur", title: "پارٹی کی کانفرنس", content: "<p>کراچی میں</p>" });
    expect(await articleUrls("كي كانفرنس", "ur")).toEqual([`/ur/news/${item.slug}`]);
    expect(await articleUrls("كراچي", "ur")).toEqual([`/ur/news/${item.slug}`]);
    const arabic = article({ lang: "ur", title: "بيان كا متن", content: "<p>متن</p>" });
    expect(await articleUrls("بیان کا", "ur")).toEqual([`/ur/news/${arabic.slug}`]);
  });

  it("finds Western digits from Eastern and Arabic-Indic ones, and the reverse", async () => {
    const item = article({ lang: "ur", title: "انتخابات 2037", content: "<p>۱۹۸۹ کا آئین</p>" });
    expect(await articleUrls("۲۰۳۷", "ur")).toEqual([`/ur/news/${item.slug}`]);
    expect(await articleUrls("٢٠٣٧", "ur")).toEqual([`/ur/news/${item.slug}`]);
    expect(await articleUrls("1989", "ur")).toEqual([`/ur/news/${item.slug}`]);
  });

  it("finds Pashto's own letters typed on an Urdu or Persian keyboard, the letters as written first", async () => {
    const good = article({ lang: "ps", title: "ښه خبر", content: "<p>ګوند</p>" });
    const other = article({ lang: "ps", title: "شه خبر", content: "<p>گوند</p>" });
    expect(await articleUrls("ښه", "ps")).toEqual([`/ps/news/${good.slug}`, `/ps/news/${other.slug}`]);
    expect(await articleUrls("شه", "ps")).toEqual([`/ps/news/${other.slug}`, `/ps/news/${good.slug}`]);
    const yeh = article({ lang: "ps", title: "د ملګرو لپاره ګډه غونډه", content: "<p>پېښور کې</p>" });
    expect(await articleUrls("ملگرو", "ps")).toEqual([`/ps/news/${yeh.slug}`]);
    expect(await articleUrls("پیښور", "ps")).toEqual([`/ps/news/${yeh.slug}`]);
    expect(await articleUrls("پیشور", "ps")).toEqual([`/ps/news/${yeh.slug}`]);
  });

  it("finds a word typed without its hamza", async () => {
    const sherpao = article({ lang: "ur", title: "آفتاب احمد خان شیرپاؤ کا خطاب", content: "<p>مسئلہ</p>" });
    expect(await articleUrls("شیرپاو", "ur")).toEqual([`/ur/news/${sherpao.slug}`]);
    expect(await articleUrls("افتاب", "ur")).toEqual([`/ur/news/${sherpao.slug}`]);
    expect(await articleUrls("مسیلہ", "ur")).toEqual([`/ur/news/${sherpao.slug}`]);
  });

  it("finds a translated page by its English title typed in Latin letters, shown as the edition shows it", async () => {
    for (const lang of ["ur", "ps"] as const) {
      const [first] = (await search("Tariq Khan", lang)).results;
      expect(first).toMatchObject({ type: "leader", url: `/${lang}/leader/tariq-khan`, title: "طارق خان", lang });
      expect((await urls("Youth Wing", lang))[0]).toBe(`/${lang}/wings/youth-wing`);
    }
    // Written the same in both leaders' names: the chairman first, as the site lists them.
    expect((await urls("شیرپاؤ", "ur")).slice(0, 2)).toEqual(["/ur/leader/aftab-ahmad-khan-sherpao", "/ur/leader/sikandar-hayat-sherpao"]);
    expect((await urls("Sherpao", "ur")).slice(0, 2)).toEqual(["/ur/leader/aftab-ahmad-khan-sherpao", "/ur/leader/sikandar-hayat-sherpao"]);
  });

  it("answers an edition in its language first, then the English it shows, marked as English", async () => {
    const urdu = article({ lang: "ur", title: "ویمن ونگ Khyber", content: "<p>ونگ</p>" });
    const english = article({ title: "Khyber women", content: "<p>Women.</p>" });
    const answer = await search("khyber", "ur");
    const langs = answer.results.map((r) => r.lang);
    expect(answer.results[0]).toMatchObject({ url: `/ur/news/${urdu.slug}`, lang: "ur" });
    expect(langs.indexOf("en")).toBeGreaterThan(langs.lastIndexOf("ur"));
    expect(answer.results.map((r) => r.url)).toContain(`/ur/news/${english.slug}`);
    // The Urdu home page is translated: its Urdu words are found, its English ones are not shown there.
    expect((await search("قومی وطن", "ur")).results.map((r) => r.url)).toContain("/ur");
    expect((await search("Pashtun nationalist", "ur")).results.map((r) => r.url)).not.toContain("/ur");
    expect((await search("Pashtun nationalist", "en")).results.map((r) => r.url)).toContain("/");
    // An Urdu article is not in the English edition.
    expect(await urls("ونگ", "en")).toEqual([]);
  });
});

describe("did you mean", () => {
  it("offers the site's own words for a query that found nothing, in every edition, only when they find something", async () => {
    expect((await search("manifsto")).suggestion).toBe("Manifesto");
    expect((await search("manifsto", "ps")).suggestion).toBe("Manifesto");
    expect((await search("Sherpau", "ur")).suggestion).toBe("Sherpao");
    expect((await search("انتخابی نشن", "ur")).suggestion).toBe("انتخابی نشان");
    expect((await search("qqqxxzzv")).suggestion).toBeUndefined();
    // A query that finds something gets none.
    expect((await search("manifesto")).suggestion).toBeUndefined();
  });

  it("forgets a word once the last text that had it is gone", async () => {
    const made = server.events.create(makeEvent(clock.now, 24, { slug: "zarghunabad-scheme", title: "Zarghunabad water scheme" }), "editor@qwp.example");
    expect((await search("Zarghunabd")).suggestion).toBe("Zarghunabad");
    server.events.update(made.id, makeEvent(clock.now, 24, { slug: "zarghunabad-scheme", title: "Water scheme" }), "editor@qwp.example");
    expect((await search("Zarghunabd")).suggestion).toBeUndefined();
  });
});

describe("events", () => {
  const addEvent = (slug: string, hoursAhead: number, overrides: Parameters<typeof makeEvent>[2] = {}) =>
    server.events.create(makeEvent(clock.now, hoursAhead, { slug, ...overrides }), "editor@qwp.example");

  it("finds upcoming and past events in every edition, never a draft, and follows a change", async () => {
    const coming = addEvent("tangi-corner-meeting", 48, { title: "Corner meeting in Tangi bazaar", district: "Charsadda" });
    addEvent("shabqadar-rally", -24 * 30, { title: "Shabqadar rally", summary: "A rally at the Tangi road." });
    addEvent("tangi-draft", 72, { title: "Tangi draft", status: "draft" });
    addEvent("tangi-jirga-ur", 24, { title: "تنگی میں جرگہ", lang: "ur" });
    const english = await search("tangi");
    expect(english.results.filter((r) => r.type === "event").map((r) => r.url).sort()).toEqual(["/events/shabqadar-rally", "/events/tangi-corner-meeting"]);
    // A page about the thing first: the event whose title says it above the one whose text does.
    expect(english.results[0]).toMatchObject({ type: "event", url: "/events/tangi-corner-meeting", lang: "en" });
    expect((await urls("tangi", "ps")).filter((url) => url.includes("/events/"))).toEqual(
      expect.arrayContaining(["/ps/events/tangi-corner-meeting", "/ps/events/shabqadar-rally"]),
    );
    expect((await search("تنگی", "ur")).results[0]).toMatchObject({ type: "event", url: "/ur/events/tangi-jirga-ur", lang: "ur" });
    server.events.update(coming.id, makeEvent(clock.now, 48, { slug: "tangi-corner-meeting", title: "Corner meeting in Umarzai" }), "editor@qwp.example");
    expect(await urls("umarzai")).toContain("/events/tangi-corner-meeting");
  });
});

describe("hostile input", () => {
  it("never turns an article's markup into markup in a result", async () => {
    const items = PAYLOADS.map((payload, index) => article({ title: `Corpus ${index} Xsscorpus`, content: `<p>xsscorpus ${payload}</p>` }));
    const found: Result[] = [];
    for (let page = 1; found.length < items.length; page += 1) {
      const answer = await search("xsscorpus", "en", page);
      if (!answer.results.length) break;
      found.push(...answer.results);
    }
    expect(found).toHaveLength(items.length);
    for (const result of found) {
      // Plain text: no element survives in it (a reader shows it as text, with <mark> around the ranges).
      expect(result.snippet).not.toMatch(/<\s*(script|img|svg|iframe|math|a|style|form|object|embed)\b/i);
      expect(result.snippet).not.toMatch(/\bon[a-z]+\s*=/i);
    }
  });

  const HOSTILE = [
    '"', '""', '"unclosed', "NEAR(a b)", "a OR b", "a AND NOT b", "*", "a*", "^a", "title:a", "{title body}:a", "(a", "a)", "-a", "+",
    "'; DROP TABLE news; --", "\u0000", "a\u0000b", "\uD800", "\uDFFF x", "\u202Eevil", "\u200B", "%", "\\", "NEAR", "OR", "AND", "NOT",
    "a".repeat(10_000), "ab ".repeat(3_000), "ا".repeat(2_000), "😀", "\u0670\u064B", "ـــ",
  ];
  it.each(HOSTILE.map((q) => [JSON.stringify(q).slice(0, 40), q]))("answers %s with results or none, never an error", async (_label, q) => {
    for (const lang of ["en", "ur"]) {
      // A lone surrogate goes as the bytes it would be in UTF-8 (encodeURIComponent refuses it).
      const encoded = encodeURIComponent(q.replace(/\p{Cs}/gu, "\uFFFD")).replace(/%EF%BF%BD/g, "%ED%A0%80");
      const response = await server.request(`/api/search?q=${encoded}&lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expect.objectContaining({ results: expect.any(Array), total: expect.any(Number) }));
    }
  });

  it("answers raw bytes that are not UTF-8 and several q's without a 5xx", async () => {
    for (const url of ["/api/search?q=%ED%A0%80", "/api/search?q=%FF%FE", "/api/search?q=a&q=b", "/api/search?q=%00%00", "/api/search?q[a]=1"]) {
      expect((await server.request(url)).statusCode).toBeLessThan(500);
    }
  });

  it("refuses an unknown edition or a page that is not a whole number from 1 (400, with a message)", async () => {
    for (const query of ["lang=de", "lang=", "page=0", "page=-1", "page=1.5", "page=abc", "page=99999999999"]) {
      const response = await server.request(`/api/search?q=party&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("answers an empty query with no results", async () => {
    expect(await search("")).toEqual({ results: [], total: 0, totalPages: 0 });
    expect(await search("   ")).toEqual({ results: [], total: 0, totalPages: 0 });
  });
});

describe("searches that found nothing, for the press office", () => {
  it("counts each search that found nothing by its normalised words and day, for 30 days, for editors only", async () => {
    // Signed in afresh for each look: a session ends after 30 idle minutes, and the clock moves 30 days.
    const misses = async () => {
      const cookie = await signIn(server.baseUrl, "editor@qwp.example", "river basalt tomato parade");
      return (await server.request("/api/admin/search/misses", { headers: { cookie } })).json();
    };
    // The searches of the tests above are counted too: this test starts from none.
    server.db.prepare("DELETE FROM search_misses").run();
    // A new day: the tests above used this address's misses for today (20 a day are counted).
    clock.now += 86_400_000;
    await search("Qalandarabad");
    await search("QALANDARABAD", "ur");
    await search("qalandarabad", "en", 2); // a later page of the same search is not another search
    await search("قلندرآباد");
    await search("sherpao"); // found: not counted
    expect((await misses())).toEqual({ days: 30, misses: [{ query: "qalandarabad", count: 2 }, { query: "قلندراباد", count: 1 }] });
    // Nothing but the words and the day is kept.
    expect(server.db.prepare("SELECT * FROM search_misses ORDER BY query").all()).toEqual([
      { query: "qalandarabad", day: new Date(clock.now).toISOString().slice(0, 10), count: 2 },
      { query: "قلندراباد", day: new Date(clock.now).toISOString().slice(0, 10), count: 1 },
    ]);
    clock.now += 30 * 86_400_000;
    await search("Another Missing Word");
    expect((await misses()).misses).toEqual([{ query: "another missing word", count: 1 }]);
    expect((await server.request("/api/admin/search/misses")).statusCode).toBe(401);
  });
});

describe("the site's content follows the live release", () => {
  let live: Server;
  let dir: string;

  /** A built site whose content is the checkout's data/ with `change` made to it: its index page and its search content. */
  function builtSite(name: string, change: (root: string) => void) {
    const root = path.join(dir, name);
    fs.cpSync(path.join(ROOT_DIR, "data"), path.join(root, "data"), { recursive: true, filter: (source) => !source.includes(`${path.sep}images`) });
    change(root);
    const publicDir = path.join(root, "public");
    fs.mkdirSync(publicDir, { recursive: true });
    fs.writeFileSync(path.join(publicDir, "index.html"), "<!DOCTYPE html><title>QWP</title>");
    writeContentSnapshot(root, publicDir);
    return publicDir;
  }
  const setLeaderTitle = (title: string) => (root: string) => {
    const file = path.join(root, "data", "leaders", "tariq-khan.json");
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), title }));
  };

  beforeAll(async () => {
    dir = tempDir("qwp-search-releases-");
    live = await createTestApp({ env: { PUBLISHING: "1", RELEASES_DIR: path.join(dir, "releases") } });
  });
  afterAll(async () => {
    await live.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const leaderUrls = async (q: string) =>
    ((await live.request(`/api/search?q=${encodeURIComponent(q)}`)).json() as Answer).results.map((r) => r.url);

  it("indexes a release's content when it goes live, and the old content again after a rollback", async () => {
    const releases = createReleaseStore(path.join(dir, "releases"));
    const commit = { commit: "a".repeat(40), message: "first", author: "Editor" };
    const first = await releases.create(builtSite("first", setLeaderTitle("Quartermaster General")), commit, { now: new Date(Date.UTC(2026, 0, 1)) });
    const second = await releases.create(builtSite("second", setLeaderTitle("Ombudsman for Information")), { ...commit, commit: "b".repeat(40) }, { now: new Date(Date.UTC(2026, 0, 2)) });

    releases.activate(first.id);
    live.publishing.live.refresh();
    expect(await leaderUrls("quartermaster")).toEqual(["/leader/tariq-khan"]);

    releases.activate(second.id);
    live.publishing.live.refresh();
    expect(await leaderUrls("quartermaster")).toEqual([]);
    expect(await leaderUrls("ombudsman")).toEqual(["/leader/tariq-khan"]);

    releases.activate(first.id);
    live.publishing.live.refresh();
    expect(await leaderUrls("ombudsman")).toEqual([]);
    expect(await leaderUrls("quartermaster")).toEqual(["/leader/tariq-khan"]);
  });
});

/** @jest-environment node */
/**
 * The events pages and calendar files as the server serves them, over real HTTP: the list and the
 * event painted into the page in each edition, the share card and JSON-LD, 404s, and the calendar
 * files read back with ical.js, following a postponement and a cancellation.
 */
import ICAL from "ical.js";
import ur from "../../data/i18n/ur/events.json";
import { makeEvent } from "../../test-support/fixtures/content";
import { readFeed, readIcalendar } from "../../test-support/pythonParsers";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
const HOUR = 3_600_000;
// 20 November 2026, 9:00 UTC.
const START = Date.UTC(2026, 10, 20, 9, 0, 0);
let server: Server;
let clock = START;

const add = (slug: string, hoursAhead: number, overrides: Parameters<typeof makeEvent>[2] = {}) =>
  server.events.create(makeEvent(START, hoursAhead, { slug, title: `Title of ${slug}`, ...overrides }), "editor@qwp.example");

beforeAll(async () => {
  server = await createTestApp({ now: () => clock, withSite: true, env: { SITE_URL: "https://www.qwp.org.pk" } });
  add("peshawar-jalsa", 24, { lat: 34.0104, lon: 71.5785 });
  add("mardan-youth", 48, { district: "Mardan", wing: "youth-wing", kind: "wing-event", lang: "ur", title: "مردان میں یوتھ ونگ کا اجلاس" });
  add("swat-called-off", 72, { district: "Swat", status: "cancelled", statusNote: "The venue was closed" });
  add("secret-draft", 12, { status: "draft" });
  add("last-week", -24 * 7);
  add("last-summer", -24 * 100);
});
afterAll(() => server.close());

const calendar = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
const uids = (text: string) => calendar(text).map((event) => event.getFirstPropertyValue("uid"));
const mainOf = (html: string) => html.slice(html.indexOf('<main id="main-content"'), html.indexOf("</main>"));

describe("/events", () => {
  it("paints the upcoming list in the page with its data, soonest first, never a draft", async () => {
    const response = await server.request("/events");
    expect(response.statusCode).toBe(200);
    const main = mainOf(response.body);
    const titles = [...main.matchAll(/<h2[^>]*><a[^>]*>([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Title of peshawar-jalsa", "مردان میں یوتھ ونگ کا اجلاس", "Title of swat-called-off"]);
    expect(main).toContain('data-event-status="cancelled"');
    expect(response.body).toMatch(/<script type="application\/json" id="qwp-data-events-page" data-query="">/);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
  });

  it("takes the list and filters from the address, in the Urdu edition's words, with the Urdu events alone", async () => {
    const upcoming = await server.request("/ur/events");
    const titles = [...mainOf(upcoming.body).matchAll(/<h2[^>]*><a[^>]*>([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(["مردان میں یوتھ ونگ کا اجلاس"]);
    const embedded = /<script type="application\/json" id="qwp-data-events-page" data-query="">(.*?)<\/script>/.exec(upcoming.body)?.[1];
    expect(JSON.parse(embedded ?? "null")).toEqual((await server.request("/api/events?when=upcoming&page=1&lang=ur")).json());
    expect(mainOf(upcoming.body)).toContain('<a href="/events" hrefLang="en"');

    // No past event in Urdu: Urdu's empty state, then the same list in the other editions.
    const response = await server.request("/ur/events?when=past");
    const main = mainOf(response.body);
    expect(main).not.toContain("Title of last-week");
    expect(main).toContain(ur.emptyPast);
    expect(main).toContain(ur.title);
    expect(main).toMatch(/<p data-other-editions="true"[^>]*><a href="\/events\?when=past" hrefLang="en"[^>]*>انگریزی<\/a> اور <a href="\/ps\/events\?when=past" hrefLang="ps"[^>]*>پشتو<\/a> میں بھی تقریبات دیکھیں۔<\/p>/);
    expect(response.body).toContain('data-query="?when=past"');
    const filtered = mainOf((await server.request("/events?district=mardan&wing=youth-wing")).body);
    expect(filtered).toContain("مردان میں یوتھ ونگ کا اجلاس");
    expect(filtered).not.toContain("Title of peshawar-jalsa");
    expect(filtered).toMatch(/<option value="mardan" selected="">Mardan<\/option>/);
  });
});

describe("/events/{slug}", () => {
  it("paints the event with its share card (date, time, place in the edition's words) and its schema.org Event", async () => {
    const response = await server.request("/ur/events/peshawar-jalsa");
    expect(response.statusCode).toBe(200);
    const main = mainOf(response.body);
    expect(main).toContain("Title of peshawar-jalsa");
    expect(main).toContain('href="/events/peshawar-jalsa.ics"');
    expect(main).toContain("openstreetmap.org/export/embed.html");
    // 21 November 2026, 2:00 pm to 4:00 pm in Pakistan.
    expect(response.body).toContain(
      '<meta data-gatsby-head="true" property="og:description" content="21 نومبر، 2026 · شام 2:00 سے شام 4:00 تک · Chowk Yadgar، پشاور · The party&#39;s workers meet the people of Peshawar.">',
    );
    expect(response.body).toContain('<link data-gatsby-head="true" rel="canonical" href="https://www.qwp.org.pk/ur/events/peshawar-jalsa">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1] ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name: "Title of peshawar-jalsa",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url: "https://www.qwp.org.pk/ur/events/peshawar-jalsa",
      location: { "@type": "Place", address: { addressLocality: "Peshawar" }, geo: { latitude: 34.0104, longitude: 71.5785 } },
    });
  });

  it("names the organising wing and a cancelled event's state", async () => {
    const wing = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec((await server.request("/events/mardan-youth")).body)?.[1] ?? "{}");
    expect(wing.organizer).toEqual({ "@type": "Organization", name: "Youth Wing", url: "https://www.qwp.org.pk/wings/youth-wing" });
    const cancelled = await server.request("/events/swat-called-off");
    expect(cancelled.body).toContain("This event has been cancelled: The venue was closed");
    expect(cancelled.body).toContain("https://schema.org/EventCancelled");
    expect(cancelled.body).toContain('<meta data-gatsby-head="true" property="og:title" content="Cancelled: Title of swat-called-off">');
  });

  it("answers 404 for a draft or an unknown event", async () => {
    expect((await server.request("/events/secret-draft")).statusCode).toBe(404);
    expect((await server.request("/ps/events/no-such-event")).statusCode).toBe(404);
  });
});

describe("calendar files", () => {
  it("/events.ics has every upcoming event, the cancelled one too, and those ended within 90 days, as a calendar", async () => {
    const response = await server.request("/events.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    // An ended event stays, so a subscribed phone keeps it; one ended 100 days ago has gone.
    expect(uids(response.body)).toEqual([
      "event-last-week@www.qwp.org.pk",
      "event-peshawar-jalsa@www.qwp.org.pk",
      "event-mardan-youth@www.qwp.org.pk",
      "event-swat-called-off@www.qwp.org.pk",
    ]);
    expect(calendar(response.body)[3].getFirstPropertyValue("status")).toBe("CANCELLED");
    const reading = readIcalendar(response.body);
    expect(reading.errors).toEqual([]);
    expect(reading.events[3].description.split("\n\n")[0]).toBe("This event has been cancelled: The venue was closed");
  });

  it("has a feed per wing and per district, and 404 for one that does not exist", async () => {
    expect(uids((await server.request("/events/wing/youth-wing.ics")).body)).toEqual(["event-mardan-youth@www.qwp.org.pk"]);
    expect(uids((await server.request("/events/district/swat.ics")).body)).toEqual(["event-swat-called-off@www.qwp.org.pk"]);
    expect((await server.request("/events/wing/no-wing.ics")).statusCode).toBe(404);
    expect((await server.request("/events/district/atlantis.ics")).statusCode).toBe(404);
    expect((await server.request("/events/secret-draft.ics")).statusCode).toBe(404);
  });

  it("follows a postponement and a cancellation: same UID, SEQUENCE grows, STATUS:CANCELLED", async () => {
    const made = add("nowshera-convention", 96, { district: "Nowshera" });
    const read = async () => calendar((await server.request("/events/nowshera-convention.ics")).body)[0];
    const first = await read();
    const moved = new Date(START + 120 * HOUR).toISOString();
    server.events.update(made.id, makeEvent(START, 120, { slug: "nowshera-convention", title: "Title of nowshera-convention", district: "Nowshera", status: "postponed", startsAt: moved }), "editor@qwp.example");
    const postponed = await read();
    server.events.update(made.id, makeEvent(START, 120, { slug: "nowshera-convention", title: "Title of nowshera-convention", district: "Nowshera", status: "cancelled", statusNote: "Flooding" }), "editor@qwp.example");
    const cancelled = await read();
    expect([first, postponed, cancelled].map((e) => e.getFirstPropertyValue("uid"))).toEqual(Array(3).fill("event-nowshera-convention@www.qwp.org.pk"));
    const sequences = [first, postponed, cancelled].map((e) => Number(e.getFirstPropertyValue("sequence")));
    expect(sequences[1]).toBeGreaterThan(sequences[0]);
    expect(sequences[2]).toBeGreaterThan(sequences[1]);
    expect((postponed.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(moved);
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});

describe("/events/rss.xml", () => {
  it("lists the upcoming events in each edition, with when and where in its words", async () => {
    const english = await server.request("/events/rss.xml");
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(english.body).toContain("<title>Qaumi Watan Party events</title>");
    expect(english.body).toContain("<link>https://www.qwp.org.pk/events/peshawar-jalsa</link>");
    expect(english.body).toContain("<title>Cancelled: Title of swat-called-off</title>");
    expect(english.body).not.toContain("secret-draft");
    expect(english.body).not.toContain("last-week");
    const urdu = await server.request("/ur/events/rss.xml");
    expect(urdu.body).toContain(`<title>${ur.feedTitle}</title>`);
    // An edition's feed lists its own language's events, as its list does.
    expect(urdu.body).toContain("<link>https://www.qwp.org.pk/ur/events/mardan-youth</link>");
    expect(urdu.body).not.toContain("peshawar-jalsa");
    expect(urdu.body).toContain("22 نومبر، 2026 · شام 2:00 سے شام 4:00 تک");
    const counts = [english.body, urdu.body, (await server.request("/ps/events/rss.xml")).body].map((body) => {
      const feed = readFeed(body);
      expect(feed.bozoException).toBe("");
      expect(feed.bozo).toBe(false);
      return feed.entries.length;
    });
    expect(counts).toEqual([4, 1, 0]);
  });

  it("dates each event by when it was announced, not its last edit", async () => {
    const made = add("charsadda-jirga", 200, { district: "Charsadda" });
    clock = START + 5 * HOUR;
    try {
      server.events.update(made.id, makeEvent(START, 201, { slug: "charsadda-jirga", title: "Title of charsadda-jirga", district: "Charsadda" }), "editor@qwp.example");
      const entry = readFeed((await server.request("/events/rss.xml")).body).entries.find((e) => e.link.endsWith("/charsadda-jirga"));
      expect(entry?.published).toBe(new Date(START).toISOString().replace(".000", ""));
    } finally {
      clock = START;
    }
  });
});

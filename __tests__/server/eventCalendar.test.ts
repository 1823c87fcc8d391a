/**
 * @jest-environment node
 */
/** The events' calendar files, read back with ical.js (Mozilla's iCalendar parser), property by property. */
import ICAL from "ical.js";
import { plainText, renderEventCalendar } from "../../server/site/eventCalendar";
import { publicEvent } from "../../test-support/fixtures/events";
import { readIcalendar } from "../../test-support/pythonParsers";

const NOW = new Date("2026-11-27T21:00:00.000Z");
const SITE = { siteUrl: "https://www.qwp.org.pk", name: "Qaumi Watan Party events", now: NOW };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

it("writes each event with a stable UID, its SEQUENCE, UTC times, DTSTAMP, place, address and plain-text description", () => {
  const text = renderEventCalendar(
    [
      publicEvent(1, {
        sequence: 4,
        lang: "ur",
        map: { lat: 34.1482, lon: 71.7406 },
        body: '<p>Speeches, then <a href="/x">a march</a>.</p><script>alert(1)</script><ul><li>Bring your ID</li></ul>',
      }),
      publicEvent(2, { status: "cancelled", statusNote: "Rain", venue: "Municipal Hall", address: "Municipal Hall, Bank Road, Mardan" }),
      publicEvent(3, { status: "postponed", dateToBeAnnounced: true }),
    ],
    SITE,
  );
  // Every line ends with CRLF, the last one too.
  expect(text.split("\r\n").at(-1)).toBe("");
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const { calendar, events } = parse(text);
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Qaumi Watan Party events");
  expect(events).toHaveLength(3);

  const [first, cancelled, postponed] = events;
  expect(first.getFirstPropertyValue("uid")).toBe("event-event-1@www.qwp.org.pk");
  expect(first.getFirstPropertyValue("sequence")).toBe(4);
  const start = first.getFirstPropertyValue("dtstart") as ICAL.Time;
  const end = first.getFirstPropertyValue("dtend") as ICAL.Time;
  expect(start.zone?.tzid).toBe("UTC");
  // 2:00 pm to 5:30 pm in Pakistan.
  expect(start.toJSDate().toISOString()).toBe("2026-12-05T09:00:00.000Z");
  expect(end.toJSDate().toISOString()).toBe("2026-12-05T12:30:00.000Z");
  // DTSTAMP is when the file was made; LAST-MODIFIED the event's last change.
  expect((first.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe(NOW.toISOString());
  expect((first.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate().toISOString()).toBe("2026-11-20T10:00:00.000Z");
  expect(first.getFirstPropertyValue("summary")).toBe("Event 1");
  // The place in the event's own language: an Urdu event's venue and address joined by the Urdu comma.
  expect(first.getFirstPropertyValue("location")).toBe("Sardaryab Ground، Sardaryab Road, Charsadda");
  expect(first.getFirstPropertyValue("geo")).toEqual([34.1482, 71.7406]);
  // An Urdu event links to its page in the Urdu edition.
  expect(first.getFirstPropertyValue("url")).toBe("https://www.qwp.org.pk/ur/events/event-1");
  expect(first.getFirstPropertyValue("description")).toBe(
    "What event 1 is about.\n\nSpeeches, then a march.\nBring your ID\n\nhttps://www.qwp.org.pk/ur/events/event-1",
  );
  expect(first.getFirstPropertyValue("status")).toBe("CONFIRMED");

  expect(cancelled.getFirstPropertyValue("uid")).toBe("event-event-2@www.qwp.org.pk");
  // The reason for cancelling leads the description, in the event's language.
  expect(cancelled.getFirstPropertyValue("description")).toBe(
    "This event has been cancelled: Rain\n\nWhat event 2 is about.\n\nThe programme of event 2.\n\nhttps://www.qwp.org.pk/events/event-2",
  );
  expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
  // An address that begins with the venue stands for both.
  expect(cancelled.getFirstPropertyValue("location")).toBe("Municipal Hall, Bank Road, Mardan");
  expect(postponed.getFirstPropertyValue("status")).toBe("TENTATIVE");
});

it("says a postponement's note in the event's own language", () => {
  const { events } = parse(
    renderEventCalendar([publicEvent(1, { status: "postponed", statusNote: "بارش کی وجہ سے", lang: "ur", summary: "", body: "" })], SITE),
  );
  expect(events[0].getFirstPropertyValue("description")).toBe("ملتوی: بارش کی وجہ سے\n\nhttps://www.qwp.org.pk/ur/events/event-1");
});

it("python's icalendar reads the file whole: the name escaped, a venue with a comma said once", () => {
  const name = "Qaumi Watan Party events: Lawyers, Peshawar; A\\B\r\nBEGIN:VEVENT";
  const text = renderEventCalendar(
    [
      publicEvent(1, { venue: "Press Club, Saddar", address: "Press Club, Saddar, Khyber Road, Peshawar" }),
      publicEvent(2, { status: "cancelled", statusNote: "Rain; roads, closed" }),
    ],
    { ...SITE, name },
  );
  // As RFC 5545 escapes TEXT: the raw lines, which a lenient reader would forgive.
  expect(text.split("\r\n")).toContain(String.raw`NAME:Qaumi Watan Party events: Lawyers\, Peshawar\; A\\B\nBEGIN:VEVENT`);
  const reading = readIcalendar(text);
  expect(reading.errors).toEqual([]);
  expect(reading.method).toBe("PUBLISH");
  // The name comes back as given, its line break escaped (and read as one LF): no line of it starts a component.
  expect(reading.name).toBe(name.replace("\r\n", "\n"));
  expect(reading.calname).toBe(reading.name);
  expect(reading.events).toHaveLength(2);
  expect(reading.events[0].location).toBe("Press Club, Saddar, Khyber Road, Peshawar");
  expect(reading.events[0].dtstamp).toBe("2026-11-27T21:00:00+00:00");
  expect(reading.events[1].description.split("\n\n")[0]).toBe("This event has been cancelled: Rain; roads, closed");
});

it("keeps the UID when the event changes, so a subscribed phone updates its entry", () => {
  const before = parse(renderEventCalendar([publicEvent(1, { sequence: 0 })], SITE)).events[0];
  const after = parse(
    renderEventCalendar(
      [publicEvent(1, { sequence: 1, status: "cancelled", updatedAt: "2026-11-25T08:00:00.000Z" })],
      SITE,
    ),
  ).events[0];
  expect(after.getFirstPropertyValue("uid")).toBe(before.getFirstPropertyValue("uid"));
  expect(after.getFirstPropertyValue("sequence")).toBe(1);
  expect(after.getFirstPropertyValue("status")).toBe("CANCELLED");
});

it("an empty feed is still a calendar", () => {
  const { calendar, events } = parse(renderEventCalendar([], SITE));
  expect(calendar.name).toBe("vcalendar");
  expect(events).toEqual([]);
});

it("takes a description's text only, never a script's or a style's", () => {
  expect(plainText("<h2>Plan</h2><p>One<br>Two</p><style>p{}</style><template><p>x</p></template>")).toBe("Plan\nOne\nTwo");
});

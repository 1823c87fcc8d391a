/**
 * A second instance of the project's real server (same Fastify app, same built site) on a
 * throwaway database holding the events the events spec reads, on a clock that starts at
 * EVENTS_NOW, so "upcoming" and "past" and every date shown stay the same whenever the suite runs.
 * It runs on from there (the bot check refuses a form sent faster than a person fills it in).
 * Listens on E2E_PORT + `portOffset` + the worker's parallel index.
 */
import { makeEvent } from "../fixtures/content";
import type { Role } from "../../server/staff/roles";
import { createStaffAccount, E2E_SERVER_ENV, signIn, startThrowawayServer } from "../server";

/** 20 November 2026, 9:00 UTC (2:00 pm in Pakistan). */
export const EVENTS_NOW = Date.UTC(2026, 10, 20, 9, 0, 0);

const EDITOR = "editor@qwp.example";

export async function startEventsServer(parallelIndex: number, { portOffset = 24 }: { portOffset?: number } = {}) {
  const port = Number(process.env.E2E_PORT ?? 8123) + portOffset + parallelIndex;
  const started = Date.now();
  const server = await startThrowawayServer({
    prefix: "qwp-e2e-events-",
    port,
    env: E2E_SERVER_ENV,
    now: () => EVENTS_NOW + (Date.now() - started),
  });
  const add = (slug: string, hoursAhead: number, overrides: Parameters<typeof makeEvent>[2] = {}) =>
    server.events.create(makeEvent(EVENTS_NOW, hoursAhead, { slug, ...overrides }), EDITOR);
  // Saturday 5 December 2026, 2:00 pm to 4:00 pm in Pakistan.
  const jalsa = add("charsadda-jalsa", 15 * 24, {
    title: "Jalsa at Sardaryab, Charsadda",
    summary: "Workers and supporters of the Youth Wing meet the people of Charsadda.",
    body: "<p>Speeches by the provincial leadership, then a march to the press club.</p><ul><li>Bring your CNIC.</li></ul>",
    venue: "Sardaryab Ground",
    address: "Sardaryab Road, Charsadda",
    district: "Charsadda",
    wing: "youth-wing",
    lat: 34.1482,
    lon: 71.7406,
  });
  add("peshawar-convention", 20 * 24, {
    title: "پشاور میں صوبائی کنونشن",
    summary: "پارٹی کا صوبائی کنونشن، تمام اضلاع کے نمائندوں کے ساتھ۔",
    body: "<p>کنونشن میں پارٹی کی آئندہ حکمت عملی پر بات ہوگی۔</p>",
    kind: "convention",
    lang: "ur",
    venue: "نشتر ہال",
    address: "شامی روڈ، پشاور",
  });
  add("swat-corner-meeting", 4 * 24, {
    title: "Corner meeting in Mingora",
    kind: "corner-meeting",
    district: "Swat",
    venue: "Green Chowk",
    address: "Green Chowk, Mingora",
    status: "cancelled",
    statusNote: "The district administration closed the venue.",
  });
  add("mardan-press-conference", -10 * 24, {
    title: "Press conference at Mardan Press Club",
    kind: "press-conference",
    district: "Mardan",
    venue: "Mardan Press Club",
    address: "Mall Road, Mardan",
  });
  return {
    baseURL: server.baseUrl,
    /** Cancels the Charsadda rally, as the press office would from the console. */
    cancelJalsa: () =>
      server.events.update(
        jalsa.id,
        makeEvent(EVENTS_NOW, 15 * 24, { ...server.events.adminFind(jalsa.id)!, status: "cancelled", statusNote: "Rain" }),
        EDITOR,
      ),
    attendances: () => server.events.allAttendances(jalsa.id),
    /** The Charsadda rally's id, as the console's routes name it. */
    jalsaId: jalsa.id,
    /** A staff account of `role`, created straight in the database, signed in over HTTP: its Cookie header. */
    async signedInStaff(role: Role, email: string) {
      const password = "e2e events office quince lantern";
      await createStaffAccount(server.db, { email, name: `${role} ${email}`, role, password });
      return signIn(server.baseUrl, email, password);
    },
    close: server.close,
  };
}

/**
 * The events pages as the server serves them: /events (the address's list) and /events/{slug}
 * (the event, its share card and its schema.org/Event), in every edition, their content rendered
 * into the page before scripts (./contentMarkup.ts) from the data embedded beside it; and the
 * events' calendar files.
 */
import { formatMessage, messageTemplate } from "../../contract/i18n/format";
import { localizePath, type Lang } from "../../contract/i18n/locales";
import { EMBEDDED_EVENT, EMBEDDED_EVENTS_PAGE, embeddedEvent, embeddedEventPage } from "../../contract/lib/api/events";
import { eventPath, wingPath } from "../../contract/routes";
import type { EventPage, PublicEvent } from "../../contract/lib/api/eventWire";
import { eventQueryFromSearch, eventQuerySearch, type EventListQuery } from "../../contract/lib/eventFilters";
import { eventShownStatus } from "../../contract/lib/eventStatus";
import { eventPlace } from "../../contract/lib/eventPlace";
import { eventWhen } from "../../contract/lib/eventTime";
import { eventJsonLd, serializeJsonLd } from "../../contract/lib/structuredData";
import type { EventFilters, EventRepository } from "../events/eventRepository";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { withContent } from "./contentMarkup";
import { dataScript, editionKey, intoHead } from "./pageData";
import type { PageEdition } from "../../contract/render/pageEdition";
import { renderRssChannel } from "./rss";
import { SITE_NAME, escapeHtml, withShareCard, type ShareCard } from "./shareCard";
import type { StaticSite } from "./staticSite";
import type { PageEnhancer } from "./pageEnhancers";

/**
 * The API's filters for an address's list in an edition, as its page asks them (eventApiQuery):
 * English lists every event, whatever its language; Urdu and Pashto their own language's.
 */
export const filtersOf = (query: EventListQuery, lang: Lang): EventFilters => ({
  ...(query.district ? { district: query.district } : {}),
  ...(query.wing ? { wing: query.wing } : {}),
  ...(query.kind ? { kind: query.kind } : {}),
  ...(lang !== "en" ? { lang } : {}),
});

/** The list an address asks for in an edition, as GET /api/events answers its page. */
export const eventPageFor = (events: EventRepository, query: EventListQuery, lang: Lang): EventPage =>
  query.when === "past" ? events.past(filtersOf(query, lang), query.page) : events.upcoming(filtersOf(query, lang), query.page);

/** /events?...: the list's markup and the list it is rendered from, keyed by the address's query. */
export async function withEventsPageData(site: StaticSite, html: string, query: EventListQuery, page: EventPage, edition: PageEdition | undefined): Promise<string> {
  const search = eventQuerySearch(query);
  const json = JSON.stringify(page);
  const dataset = { query: search };
  const content =
    edition &&
    (await withContent(site, html, editionKey(edition, `events\0${search}\0${JSON.stringify(edition.eventWings)}\0${JSON.stringify(edition.eventDistricts)}\0${json}`), () => {
      const shown = embeddedEventPage({ body: JSON.parse(json), dataset }, query);
      return shown && { view: "eventsPageView", args: [edition, query, shown] };
    }));
  if (!content) return html;
  return intoHead(content.html, content.style + dataScript(EMBEDDED_EVENTS_PAGE, json, ` data-query="${escapeHtml(search)}"`));
}

/** A translator over the edition's strings, as the page's own useT is. */
const translator = (edition: PageEdition) => (key: string, vars?: Record<string, string | number>) =>
  formatMessage(messageTemplate(edition.messages, key), vars);

/**
 * The event's share card: what a WhatsApp preview shows the day before, when and where in the
 * edition's language and digits ("5 دسمبر، 2026 · شام 2:00 سے شام 5:30 تک · Sardaryab Ground، چارسدہ").
 */
export function eventShareCard(event: PublicEvent, edition: PageEdition | undefined): ShareCard {
  const t = edition && translator(edition);
  const place = t ? eventPlace<string>(event, { t, format: t, venue: event.venue, address: "" }, { withAddress: false }) : event.venue;
  const when = edition && t ? eventWhen(event, edition.lang, t) : { date: "", time: "" };
  const shown = eventShownStatus(event);
  const status = t && shown !== "scheduled" ? t(`events.status.${shown}`) : "";
  return {
    path: eventPath(event.slug),
    title: status ? `${status}: ${event.title}` : event.title,
    description: [when.date, when.time, place, event.summary].filter(Boolean).join(" · "),
    type: "website",
    ...(event.image ? { image: { url: event.image.url, width: event.image.width, height: event.image.height } } : {}),
  };
}

/** The event's schema.org/Event, for search engines: in <head>, as the page's JSON-LD. */
export function eventJsonLdScript(event: PublicEvent, siteUrl: string, lang: Lang, edition: PageEdition | undefined): string {
  const wing = event.wing ? edition?.eventWings.find((w) => w.slug === event.wing) : undefined;
  const data = eventJsonLd({
    name: event.title,
    description: event.summary,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    previousStartsAt: event.previousStartsAt,
    shownStatus: eventShownStatus(event),
    venue: event.venue,
    address: event.address,
    district: event.district,
    map: event.map,
    pagePath: localizePath(eventPath(event.slug), lang),
    siteUrl,
    imageUrl: event.image?.url ?? null,
    lang: event.lang,
    organizer: wing
      ? { name: wing.title, pagePath: localizePath(wingPath(wing.slug), lang) }
      : { name: edition?.siteName ?? SITE_NAME, pagePath: localizePath("/", lang) },
  });
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}

/** /events/{slug}: the event's share card, JSON-LD, markup and data. */
export async function withEventData(
  site: StaticSite,
  html: string,
  event: PublicEvent,
  slug: string,
  { siteUrl, lang, edition }: { siteUrl: string; lang: Lang; edition: PageEdition | undefined },
): Promise<string> {
  const carded = withShareCard(html, eventShareCard(event, edition), siteUrl, lang, edition?.siteName);
  const jsonLd = eventJsonLdScript(event, siteUrl, lang, edition);
  const json = JSON.stringify(event);
  const content =
    edition &&
    (await withContent(site, carded, editionKey(edition, `event\0${slug}\0${JSON.stringify(edition.eventWings)}\0${json}`), () => {
      const shown = embeddedEvent({ body: JSON.parse(json), dataset: {} }, slug);
      return shown && { view: "eventView", args: [edition, slug, shown] };
    }));
  if (!content) return intoHead(carded, jsonLd);
  return intoHead(content.html, jsonLd + content.style + dataScript(EMBEDDED_EVENT, json));
}

/** A calendar file's answer: the events it holds and the name a phone lists it by. */
export type CalendarAnswer = { events: PublicEvent[]; name: string };

const FEED_NAME = `${SITE_NAME} events`;

/**
 * The calendar file at `urlPath`: /events.ics (every upcoming event), /events/wing/{wing}.ics,
 * /events/district/{district}.ics, /events/{slug}.ics; "not-found" for an unknown wing, district or
 * event; undefined when the address is not a calendar file's. Upcoming includes cancelled events,
 * so a subscribed phone learns of the cancellation.
 */
export function calendarAt(
  urlPath: string,
  events: EventRepository,
  wings: ReadonlyArray<{ slug: string; title: string }>,
  districts: DistrictDirectory,
): CalendarAnswer | "not-found" | undefined {
  if (urlPath === "/events.ics") return { events: events.inCalendarFeed({}), name: FEED_NAME };
  const match = /^\/events\/(?:(wing|district)\/)?([^/]+)\.ics$/.exec(urlPath);
  if (!match) return undefined;
  const [, feed, key] = match;
  if (feed === "wing") {
    const wing = wings.find((w) => w.slug === key);
    return wing ? { events: events.inCalendarFeed({ wing: wing.slug }), name: `${FEED_NAME}: ${wing.title}` } : "not-found";
  }
  if (feed === "district") {
    const district = districts.bySlug(key);
    return district ? { events: events.inCalendarFeed({ district: district.slug }), name: `${FEED_NAME}: ${district.name}` } : "not-found";
  }
  const event = key.length <= 200 ? events.findPublic(key) : undefined;
  return event ? { events: [event], name: event.title } : "not-found";
}

/**
 * /events/rss.xml in an edition: the upcoming events, soonest first, each titled with its state
 * when it is not happening as announced, and described by when and where in the edition's words.
 * Without the edition's strings (no built page) the feed is English.
 */
export function renderEventsRss(events: readonly PublicEvent[], origin: string, lang: Lang, edition: PageEdition | undefined): string {
  const t = edition ? translator(edition) : undefined;
  return renderRssChannel(
    {
      path: "/events",
      title: t ? t("events.feedTitle") : FEED_NAME,
      description: t ? t("events.seoDescription") : FEED_NAME,
      lastBuildDate: events.map((event) => event.updatedAt).sort().at(-1),
      entries: events.map((event) => {
        const card = eventShareCard(event, edition);
        return {
          title: card.title,
          url: origin + localizePath(eventPath(event.slug), lang),
          // When the event was announced: a reader lists it once, not again at every edit.
          date: event.announcedAt ?? event.updatedAt,
          ...(t ? { category: t(`events.kind.${event.kind}`) } : {}),
          description: card.description,
          content: event.body,
        };
      }),
    },
    origin,
    lang,
  );
}

/**
 * Events' server-made pages: an event's page with its data, share card and structured data, and
 * the events list with the page its address asks for.
 */
export function eventPages({ events, siteUrl }: { events: EventRepository; siteUrl: string }): PageEnhancer[] {
  const event: PageEnhancer = {
    route: { clientOnly: "/events/*" },
    async enhance({ site, doc, lang, rest: slug, edition }) {
      const found = slug && !slug.includes("/") && slug.length <= 200 ? events.findPublic(slug) : undefined;
      // The page itself shows "Event Not Found"; the status tells crawlers the same.
      if (!found) return "not-found";
      return { html: await withEventData(site, doc.html, found, slug, { siteUrl, lang, edition: edition() }) };
    },
  };
  const list: PageEnhancer = {
    route: { page: "/events" },
    async enhance({ site, doc, lang, query, edition }) {
      const pageEdition = edition();
      // The districts the page itself offers, as the browser reads the address with them.
      const asked = eventQueryFromSearch(query, pageEdition?.eventDistricts ?? []);
      return { html: await withEventsPageData(site, doc.html, asked, eventPageFor(events, asked, lang), pageEdition) };
    },
  };
  return [event, list];
}

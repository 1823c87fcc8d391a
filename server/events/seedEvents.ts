/**
 * Demonstration events for a first run, so a fresh checkout shows every state an event can be in:
 * upcoming and past, in Peshawar, Charsadda, Mardan and Swat, in each language, one organised by
 * the youth wing, one postponed to a new date, one postponed with its date still to be announced,
 * one cancelled. Invented and neutral (docs/server.md): the press office replaces them with real
 * ones. Times are given from the day of seeding, so a fresh database always has upcoming events.
 */
import type { Lang } from "../../contract/i18n/locales";
import type { EventFormValues, EventKind } from "../../contract/validation/event";

export type SeedEvent = {
  slug: string;
  title: string;
  kind: EventKind;
  summary: string;
  body: string;
  /** Whole days from the day of seeding (negative: past), and the hour it starts in Pakistan time. */
  day: number;
  hourPakistan: number;
  hours: number;
  venue: string;
  address: string;
  /** The district's English name: one of data/districts/ (the repository refuses another). */
  district: string;
  map?: { lat: number; lon: number };
  wing?: string;
  lang: Lang;
  /** Postponed: to `day` + `movedByDays` (its first date being `day`), or with its new date to be announced. */
  postponed?: { movedByDays: number } | "to-be-announced";
  /** Cancelled, with this one-line reason. */
  cancelled?: string;
  showAttendanceCount?: boolean;
  /** Two colours of a generated photo, for the events that have one. */
  palette?: [string, string];
};

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    slug: "peshawar-jalsa-at-chowk-yadgar",
    title: "Public meeting at Chowk Yadgar, Peshawar",
    kind: "rally",
    summary: "The provincial leadership addresses the people of Peshawar on jobs, electricity and the province's rights.",
    body: `<p>The party's provincial leadership will address a public meeting at Chowk Yadgar in the old city.</p>
<h2>Programme</h2>
<ul><li>Recitation and welcome by the district president</li><li>Speeches by the provincial leadership</li><li>Resolutions of the meeting</li></ul>
<p>Workers are asked to reach the venue by half past two. Water and first aid will be available at the stage.</p>`,
    day: 6,
    hourPakistan: 15,
    hours: 3,
    venue: "Chowk Yadgar",
    address: "Chowk Yadgar, Peshawar City",
    district: "Peshawar",
    map: { lat: 34.0086, lon: 71.5785 },
    lang: "en",
    showAttendanceCount: true,
    palette: ["#8f1d21", "#2b2b2b"],
  },
  {
    slug: "charsadda-corner-meeting",
    title: "چارسدہ میں کارنر میٹنگ: بلدیاتی مسائل پر گفتگو",
    kind: "corner-meeting",
    summary: "پانی، سڑکوں اور صفائی کے مسائل پر محلے کے لوگوں سے ملاقات۔",
    body: `<p>ضلعی تنظیم چارسدہ کے عہدیدار محلے کے لوگوں سے پانی، سڑکوں اور صفائی کے مسائل پر بات کریں گے۔</p>
<p>سب کو شرکت کی دعوت ہے۔</p>`,
    day: 3,
    hourPakistan: 17,
    hours: 2,
    venue: "فاروق اعظم چوک",
    address: "فاروق اعظم چوک، چارسدہ",
    district: "Charsadda",
    lang: "ur",
  },
  {
    slug: "mardan-youth-convention",
    title: "Youth convention in Mardan: jobs, skills and digital work",
    kind: "convention",
    summary: "The youth wing's district convention, moved to a larger hall after registrations passed its capacity.",
    body: `<p>Students and young workers of Mardan division meet for the youth wing's district convention.</p>
<h2>Sessions</h2>
<ul><li>Technical and vocational training in the province</li><li>Freelancing and digital work</li><li>Organising in colleges and universities</li></ul>`,
    day: 9,
    hourPakistan: 10,
    hours: 5,
    venue: "Municipal Hall",
    address: "Municipal Hall, Bank Road, Mardan",
    district: "Mardan",
    wing: "youth-wing",
    lang: "en",
    postponed: { movedByDays: 5 },
    palette: ["#2e6b3a", "#14331b"],
  },
  {
    slug: "swat-press-conference",
    title: "په سوات کې پرېس کانفرنس: له سیلاب وروسته بیارغونه",
    kind: "press-conference",
    summary: "د ولسوالۍ مشران به له سیلاب وروسته د بیارغونې په اړه خبرې وکړي.",
    body: `<p>د سوات د ولسوالۍ مشران به د سړکونو او ښوونځیو د بیارغونې په اړه خبریالانو ته معلومات ورکړي.</p>`,
    day: 4,
    hourPakistan: 11,
    hours: 1,
    venue: "سوات پرېس کلب",
    address: "سوات پرېس کلب، مینګوره",
    district: "Swat",
    lang: "ps",
    postponed: "to-be-announced",
  },
  {
    slug: "peshawar-women-wing-gathering",
    title: "Women wing gathering on health and education, Peshawar",
    kind: "wing-event",
    summary: "A gathering of the women wing on girls' schools and basic health units in Peshawar district.",
    body: "<p>Members of the women wing meet to prepare proposals on girls' schools and basic health units.</p>",
    day: 8,
    hourPakistan: 14,
    hours: 2,
    venue: "Central Secretariat",
    address: "Central Secretariat, University Town, Peshawar",
    district: "Peshawar",
    wing: "women-wing",
    lang: "en",
    cancelled: "The hall was not available on the day; a new date will be announced as a new event.",
  },
  {
    slug: "mardan-workers-convention",
    title: "District workers' convention, Mardan",
    kind: "convention",
    summary: "Workers of Mardan district reviewed the membership drive and elected the district cabinet.",
    body: "<p>The district workers' convention reviewed the membership drive and elected the new district cabinet.</p>",
    day: -14,
    hourPakistan: 10,
    hours: 4,
    venue: "Municipal Hall",
    address: "Municipal Hall, Bank Road, Mardan",
    district: "Mardan",
    lang: "en",
  },
  {
    slug: "swat-workers-meeting",
    title: "په مینګوره کې د کارکوونکو غونډه",
    kind: "other",
    summary: "د سوات کارکوونکو د غړیتوب د کمپاین بیاکتنه وکړه.",
    body: "<p>د سوات کارکوونکو د غړیتوب د کمپاین او د راتلونکو غونډو پلان بیاکتنه وکړه.</p>",
    day: -30,
    hourPakistan: 16,
    hours: 2,
    venue: "د ګوند دفتر",
    address: "د ګوند دفتر، مینګوره",
    district: "Swat",
    lang: "ps",
  },
  {
    slug: "peshawar-women-wing-training",
    title: "پشاور میں خواتین ونگ کی تربیتی نشست",
    kind: "wing-event",
    summary: "ضلعی عہدیدار خواتین کے لیے رکنیت سازی اور عوامی رابطے پر ایک روزہ تربیت۔",
    body: `<p>خواتین ونگ کی ضلعی عہدیدار رکنیت سازی، گھر گھر رابطے اور شکایات درج کرنے کے طریقے سیکھیں گی۔</p>
<p>نشست میں شرکت کے لیے اپنے ضلعی دفتر سے رابطہ کریں۔</p>`,
    day: 12,
    hourPakistan: 10,
    hours: 4,
    venue: "مرکزی سیکرٹریٹ",
    address: "مرکزی سیکرٹریٹ، یونیورسٹی ٹاؤن، پشاور",
    district: "Peshawar",
    wing: "women-wing",
    lang: "ur",
  },
];

const DAY_MS = 86_400_000;
const PAKISTAN_OFFSET_HOURS = 5;

/** The seed event as the console's form would send it, its first date counted from `now`'s day. */
export function seedEventValues(event: SeedEvent, now: number, day = event.day): EventFormValues {
  const midnightUtc = Math.floor(now / DAY_MS) * DAY_MS;
  const start = midnightUtc + day * DAY_MS + (event.hourPakistan - PAKISTAN_OFFSET_HOURS) * 3_600_000;
  return {
    title: event.title,
    slug: event.slug,
    kind: event.kind,
    summary: event.summary,
    body: event.body,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + event.hours * 3_600_000).toISOString(),
    venue: event.venue,
    address: event.address,
    district: event.district,
    lat: event.map?.lat ?? null,
    lon: event.map?.lon ?? null,
    wing: event.wing ?? "",
    photo: null,
    lang: event.lang,
    status: event.cancelled ? "cancelled" : "scheduled",
    dateToBeAnnounced: false,
    statusNote: event.cancelled ?? "",
    showAttendanceCount: event.showAttendanceCount ?? false,
  };
}

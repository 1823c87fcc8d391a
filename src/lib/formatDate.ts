import { LOCALES, type Lang } from "../i18n/locales";
import { editionDigits } from "./formatNumber";
import { PAKISTAN_OFFSET_MS } from "./pakistanTime";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * Pashto's month names (CLDR 48, as Node's ICU writes a ps date), in code: Chromium ships no
 * Pashto locale data, so Intl would write English there (see ./formatNumber.ts), and the server's
 * markup and the browser's first render must say the same.
 */
const PASHTO_MONTHS = [
  "جنوري",
  "فبروري",
  "مارچ",
  "اپریل",
  "مۍ",
  "جون",
  "جولای",
  "اګست",
  "سېپتمبر",
  "اکتوبر",
  "نومبر",
  "دسمبر",
];

let urduFormat: Intl.DateTimeFormat | undefined;

/**
 * An Urdu or Pashto edition's long date, in Pakistan's (Gregorian) calendar. Urdu through Intl in
 * ur-PK ("5 مارچ، 2025"), which browsers and Node both have; the time is already moved to Pakistan
 * time and formatted as UTC, which needs no time-zone data. Pashto as CLDR's ps writes it ("۲۰۲۵
 * مارچ ۵"; Afghanistan's ps-AF would default to the Solar Hijri calendar, not Pakistan's).
 */
function editionDate(inPakistan: Date, lang: Lang): string {
  if (lang === "ps") {
    const year = editionDigits(String(inPakistan.getUTCFullYear()), lang);
    const day = editionDigits(String(inPakistan.getUTCDate()), lang);
    return `${year} ${PASHTO_MONTHS[inPakistan.getUTCMonth()]} ${day}`;
  }
  urduFormat ??= new Intl.DateTimeFormat(LOCALES[lang].intlLocale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    calendar: "gregory",
    timeZone: "UTC",
  });
  return urduFormat.format(inPakistan);
}

/**
 * Long dates: en-US on the English site ("March 5, 2025"), Urdu's and Pashto's in their editions.
 * Shown in Pakistan time, so every visitor sees the same day for the same article whatever their
 * device's time zone.
 *
 * English is written by hand rather than with `toLocaleDateString`/`Intl.DateTimeFormat`: the first Intl call
 * with a time zone loads the browser's locale and zone data, which cost about 60 ms of main-thread
 * time while the home page hydrated (measured on this project's bench machine; four times that on a
 * slow phone). Pakistan has kept UTC+5 all year since 2009, so a fixed offset and twelve month names give
 * the same text.
 */
export function formatLongDate(iso: string | undefined, lang: Lang = "en"): string | undefined {
  if (!iso) return undefined;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const inPakistan = new Date(time + PAKISTAN_OFFSET_MS);
  if (lang !== "en") return editionDate(inPakistan, lang);
  return `${MONTHS[inPakistan.getUTCMonth()]} ${inPakistan.getUTCDate()}, ${inPakistan.getUTCFullYear()}`;
}

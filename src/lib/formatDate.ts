import { LOCALES, type Lang } from "../i18n/locales";
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

/** One formatter per edition: building one is the costly part of an Intl call. */
const editionFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * An Urdu or Pashto edition's long date, through Intl in the edition's locale. The time is already
 * moved to Pakistan time and formatted as UTC, which needs no time-zone data. The calendar is the
 * Gregorian one Pakistan uses: ps-AF's default is the Solar Hijri calendar of Afghanistan.
 */
function editionDate(inPakistan: Date, lang: Lang): string {
  let format = editionFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang].intlLocale, {
      year: "numeric",
      month: "long",
      day: "numeric",
      calendar: "gregory",
      timeZone: "UTC",
    });
    editionFormats.set(lang, format);
  }
  return format.format(inPakistan);
}

/**
 * Long dates: en-US on the English site ("March 5, 2025"), the edition's locale in Urdu ("5 مارچ،
 * 2025") and Pashto. Shown in Pakistan time, so every visitor sees the same day for the same
 * article whatever their device's time zone.
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

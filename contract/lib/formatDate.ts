import type { Lang } from "../i18n/locales";
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

/** Urdu's month names, as CLDR's ur-PK writes them ("5 مارچ، 2025"). */
const URDU_MONTHS = [
  "جنوری",
  "فروری",
  "مارچ",
  "اپریل",
  "مئی",
  "جون",
  "جولائی",
  "اگست",
  "ستمبر",
  "اکتوبر",
  "نومبر",
  "دسمبر",
];

/**
 * An Urdu or Pashto edition's long date, in Pakistan's (Gregorian) calendar, from a time already
 * moved to Pakistan time. Urdu as CLDR's ur-PK writes it ("5 مارچ، 2025"), Pashto as CLDR's ps
 * writes it ("۲۰۲۵ مارچ ۵"; Afghanistan's ps-AF would default to the Solar Hijri calendar, not
 * Pakistan's). Both by hand, like English below: the first Intl date formatter costs the page's
 * hydration the locale's data, and the server and the browser then write the same text by
 * construction.
 */
function editionDate(inPakistan: Date, lang: Lang): string {
  const day = editionDigits(String(inPakistan.getUTCDate()), lang);
  const year = editionDigits(String(inPakistan.getUTCFullYear()), lang);
  if (lang === "ps") return `${year} ${PASHTO_MONTHS[inPakistan.getUTCMonth()]} ${day}`;
  return `${day} ${URDU_MONTHS[inPakistan.getUTCMonth()]}، ${year}`;
}

/**
 * Long dates: en-US on the English site ("March 5, 2025"), Urdu's and Pashto's in their editions.
 * Shown in Pakistan time, so every visitor sees the same day for the same article whatever their
 * device's time zone.
 *
 * English is written by hand rather than with `toLocaleDateString`/`Intl.DateTimeFormat`: the first Intl call
 * with a time zone loads the browser's locale and zone data while the page hydrates. Pakistan has kept
 * UTC+5 all year since 2009, so a fixed offset and twelve month names give the same text.
 */
export function formatLongDate(iso: string | undefined, lang: Lang = "en"): string | undefined {
  if (!iso) return undefined;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const inPakistan = new Date(time + PAKISTAN_OFFSET_MS);
  if (lang !== "en") return editionDate(inPakistan, lang);
  return `${MONTHS[inPakistan.getUTCMonth()]} ${inPakistan.getUTCDate()}, ${inPakistan.getUTCFullYear()}`;
}

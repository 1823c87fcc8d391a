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
 * Dates in en-US long format ("March 5, 2025"). Shown in Pakistan time, so every
 * visitor sees the same day for the same article whatever their device's time zone.
 *
 * Written by hand rather than with `toLocaleDateString`/`Intl.DateTimeFormat`: the first Intl call
 * with a time zone loads the browser's locale and zone data, which cost about 60 ms of main-thread
 * time while the home page hydrated (measured on this project's bench machine; four times that on a
 * slow phone). Pakistan has kept UTC+5 all year since 2009, so a fixed offset and twelve month names give
 * the same text.
 */
export function formatLongDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const inPakistan = new Date(time + PAKISTAN_OFFSET_MS);
  return `${MONTHS[inPakistan.getUTCMonth()]} ${inPakistan.getUTCDate()}, ${inPakistan.getUTCFullYear()}`;
}

import { toPakistanInput } from "./pakistanTime";
import { slugify } from "./slugify";

type SlugSource = { title: string; kind: string; district: string; startsAt: string };

/**
 * A readable Latin address for an event whose title has no Latin letters (Urdu, Pashto): its kind,
 * district and Pakistan date, "rally-charsadda-2026-12-20". Empty until one of them is known.
 */
export function suggestedEventSlug({ kind, district, startsAt }: SlugSource): string {
  const day = startsAt && !Number.isNaN(Date.parse(startsAt)) ? toPakistanInput(startsAt).slice(0, 10) : "";
  return slugify([kind, district, day].filter(Boolean).join(" "));
}

/** Whether a title gives an address by itself; a title in Urdu or Pashto does not. */
export const titleMakesSlug = (title: string) => slugify(title) !== "";

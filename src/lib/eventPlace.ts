import type { MessageVars } from "../i18n/format";
import { districtSlugOf } from "./districts";

type Translate = (key: string, vars?: MessageVars) => string;

/** Which sentence says where an event is, and its district in the edition's words. */
export type EventPlace = { key: "events.place" | "events.placeWithAddress" | "events.placeAtAddress"; district: string };

/**
 * Where an event is, as its card, page and share card say it: the venue and the district; its own
 * page adds the street address, and leaves the district out when the address already names it
 * ("Municipal Hall, Bank Road, Mardan", not "..., Mardan, Mardan").
 */
export function eventPlace(
  event: { address?: string; district: string },
  t: Translate,
  { withAddress }: { withAddress: boolean },
): EventPlace {
  const district = t(`districts.${districtSlugOf(event.district)}`);
  const address = withAddress ? (event.address ?? "").trim().toLocaleLowerCase() : "";
  if (!address) return { key: "events.place", district };
  const namesDistrict = [event.district, district].some((name) => address.includes(name.toLocaleLowerCase()));
  return { key: namesDistrict ? "events.placeAtAddress" : "events.placeWithAddress", district };
}

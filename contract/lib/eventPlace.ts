type Translate = (key: string) => string;
/** Fills a message: useT's strings on the server's share card, useTParts's nodes on a page. */
type Format<T> = (key: string, vars: Record<string, T | string>) => T;

/** The parts of an address, as people separate them (English or Arabic-script commas), lower-cased. */
const addressParts = (address: string) =>
  address
    .toLocaleLowerCase()
    .split(/[,،]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Whether a part says `name` as whole words ("peshawar city" says "peshawar"; "swati gate" does not say "swat"). */
const says = (part: string, name: string) => ` ${part} `.includes(` ${name.toLocaleLowerCase()} `);

/**
 * Whether the address's first parts are the venue ("Municipal Hall, Bank Road" for "Municipal Hall",
 * "Press Club, Peshawar, Saddar Road" for "Press Club, Peshawar"): then it stands for both.
 */
export const addressBeginsWithVenue = (venue: string, address: string) => {
  const venueParts = addressParts(venue);
  const parts = addressParts(address);
  return venueParts.length > 0 && venueParts.every((part, index) => parts[index] === part);
};

/**
 * Where an event is, as its card, page and share card say it: the venue and the district; its own
 * page adds the street address. Nothing is said twice: an address that begins with the venue stands
 * for both ("Municipal Hall, Bank Road, Mardan"), and one that names the district ends the place.
 */
export function eventPlace<T>(
  event: { venue: string; address?: string; district: string },
  { t, format, venue, address }: { t: Translate; format: Format<T>; venue: T | string; address: T | string },
  { withAddress }: { withAddress: boolean },
): T | string {
  // "districts.<English name>": the district's name in the edition, from the data (gatsby/i18n/messages.ts).
  const district = t(`districts.${event.district}`);
  const parts = withAddress ? addressParts(event.address ?? "") : [];
  if (parts.length === 0) return format("events.placeInDistrict", { place: venue, district });
  const where = addressBeginsWithVenue(event.venue, event.address ?? "") ? address : format("events.placeAtAddress", { venue, address });
  const namesDistrict = parts.some((part) => says(part, event.district) || says(part, district));
  return namesDistrict ? where : format("events.placeInDistrict", { place: where, district });
}

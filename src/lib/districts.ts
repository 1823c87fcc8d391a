/**
 * Khyber Pakhtunkhwa's districts as a list in code, still used where the schemas are built once and
 * shared by browser and server (creating and editing events, the console's event form, the
 * attendance form, the repository's names). The events filter, the district calendar feeds and the
 * membership form read data/districts instead; this list must match it until those move too.
 */
export const KP_DISTRICTS = [
  { slug: "abbottabad", name: "Abbottabad" },
  { slug: "bajaur", name: "Bajaur" },
  { slug: "bannu", name: "Bannu" },
  { slug: "battagram", name: "Battagram" },
  { slug: "buner", name: "Buner" },
  { slug: "charsadda", name: "Charsadda" },
  { slug: "dera-ismail-khan", name: "Dera Ismail Khan" },
  { slug: "hangu", name: "Hangu" },
  { slug: "haripur", name: "Haripur" },
  { slug: "karak", name: "Karak" },
  { slug: "khyber", name: "Khyber" },
  { slug: "kohat", name: "Kohat" },
  { slug: "kolai-palas", name: "Kolai-Palas" },
  { slug: "kurram", name: "Kurram" },
  { slug: "lakki-marwat", name: "Lakki Marwat" },
  { slug: "lower-chitral", name: "Lower Chitral" },
  { slug: "lower-dir", name: "Lower Dir" },
  { slug: "lower-kohistan", name: "Lower Kohistan" },
  { slug: "lower-south-waziristan", name: "Lower South Waziristan" },
  { slug: "malakand", name: "Malakand" },
  { slug: "mansehra", name: "Mansehra" },
  { slug: "mardan", name: "Mardan" },
  { slug: "mohmand", name: "Mohmand" },
  { slug: "north-waziristan", name: "North Waziristan" },
  { slug: "nowshera", name: "Nowshera" },
  { slug: "orakzai", name: "Orakzai" },
  { slug: "peshawar", name: "Peshawar" },
  { slug: "shangla", name: "Shangla" },
  { slug: "swabi", name: "Swabi" },
  { slug: "swat", name: "Swat" },
  { slug: "tank", name: "Tank" },
  { slug: "torghar", name: "Torghar" },
  { slug: "upper-chitral", name: "Upper Chitral" },
  { slug: "upper-dir", name: "Upper Dir" },
  { slug: "upper-kohistan", name: "Upper Kohistan" },
  { slug: "upper-south-waziristan", name: "Upper South Waziristan" },
] as const;

export type DistrictSlug = (typeof KP_DISTRICTS)[number]["slug"];

export const DISTRICT_SLUGS: readonly DistrictSlug[] = KP_DISTRICTS.map((district) => district.slug);

export const isDistrictSlug = (value: string): value is DistrictSlug =>
  (DISTRICT_SLUGS as readonly string[]).includes(value);

export type DistrictName = (typeof KP_DISTRICTS)[number]["name"];

/** The English names: what API bodies, answers and filters carry (addresses and the database keep the slug). */
export const DISTRICT_NAMES: readonly DistrictName[] = KP_DISTRICTS.map((district) => district.name);

const NAME_OF = new Map<string, DistrictName>(KP_DISTRICTS.map((district) => [district.slug, district.name]));
const SLUG_OF = new Map<string, DistrictSlug>(KP_DISTRICTS.map((district) => [district.name.toLowerCase(), district.slug]));

/** A district's English name from its slug ("charsadda" → "Charsadda"). */
export const districtName = (slug: DistrictSlug): DistrictName => NAME_OF.get(slug)!;

/** The slug of a district named in English, in any case ("charsadda" or "CHARSADDA" → "charsadda"); undefined when no district has that name. */
export const districtSlugOf = (name: string): DistrictSlug | undefined => SLUG_OF.get(name.toLowerCase());

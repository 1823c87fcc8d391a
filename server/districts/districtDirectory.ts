/**
 * The districts as the server names them, read from the data (data/districts/, one file a district)
 * rather than a list in code, so a district the party adds is a filter value and a calendar feed
 * the moment its file is published. The API names a district in English, in any case; addresses
 * and the database hold its slug.
 */
import { districtListing } from "../../gatsby/districtNames";

export type DistrictEntry = { slug: string; name: string; division: string };

export type DistrictDirectory = {
  /** Every district, in file (slug) order. */
  all(): readonly DistrictEntry[];
  /** The district with this slug, if any. */
  bySlug(slug: string): DistrictEntry | undefined;
  /** The slug of the district with this English name, in any case; undefined when none has it. */
  slugOf(name: string): string | undefined;
};

export function districtDirectory(root: string): DistrictDirectory {
  const districts: DistrictEntry[] = districtListing("en", root).map(({ slug, name, division }) => ({ slug, name, division }));
  const bySlug = new Map(districts.map((district) => [district.slug, district]));
  const byName = new Map(districts.map((district) => [district.name.toLowerCase(), district.slug]));
  return {
    all: () => districts,
    bySlug: (slug) => bySlug.get(slug),
    slugOf: (name) => byName.get(name.toLowerCase()),
  };
}

/**
 * The districts as the server names them, from the data (data/districts/, one file a district)
 * rather than a list in code. The server reads the live release's: its English events page carries
 * the districts it was built with (gatsby/districtNames.ts), as it carries the wings, so a publish
 * or a rollback changes the filter values, the calendar feeds and what an event may name at once.
 * The API names a district in English, in any case; addresses and the database hold its slug.
 */
import { districtListing } from "../../gatsby/districtNames";
import { pageEdition } from "../site/pageEdition";
import type { StaticSite } from "../site/staticSite";

export type DistrictEntry = { slug: string; name: string };

export type DistrictDirectory = {
  /** Every district, in file (slug) order. */
  all(): readonly DistrictEntry[];
  /** The district with this slug, if any. */
  bySlug(slug: string): DistrictEntry | undefined;
  /** The slug of the district with this English name, in any case; undefined when none has it. */
  slugOf(name: string): string | undefined;
  /**
   * The English name of the district with this slug; the slug itself when the list has none (an
   * event saved under a district that a rolled-back release does not know).
   */
  nameOf(slug: string): string;
};

/** A directory over a fixed list (a release's, or one handed to a worker thread). */
export function districtDirectoryOf(districts: readonly DistrictEntry[]): DistrictDirectory {
  const bySlug = new Map(districts.map((district) => [district.slug, district]));
  const byName = new Map(districts.map((district) => [district.name.toLowerCase(), district.slug]));
  return {
    all: () => districts,
    bySlug: (slug) => bySlug.get(slug),
    slugOf: (name) => byName.get(name.toLowerCase()),
    nameOf: (slug) => bySlug.get(slug)?.name ?? slug,
  };
}

/** The districts of the checkout's data (`root`/data/districts), read once: for the seed, scripts and a server without releases. */
export function checkoutDistricts(root: string): DistrictDirectory {
  return districtDirectoryOf(districtListing("en", root).map(({ slug, name }) => ({ slug, name })));
}

/**
 * The districts of the site being served, asked on every call (the live release can change between
 * requests); the checkout's only for a site built without an events page.
 */
export function liveDistricts(site: () => StaticSite, root: string): DistrictDirectory {
  let checkout: DistrictDirectory | undefined;
  const directories = new WeakMap<readonly DistrictEntry[], DistrictDirectory>();
  const current = (): DistrictDirectory => {
    const served = site();
    const events = served.resolve("/events");
    const districts = events.kind === "html" ? pageEdition(served, events.abs)?.eventDistricts : undefined;
    if (!districts?.length) return (checkout ??= checkoutDistricts(root));
    let directory = directories.get(districts);
    if (!directory) {
      directory = districtDirectoryOf(districts.map(({ slug, name }) => ({ slug, name })));
      directories.set(districts, directory);
    }
    return directory;
  };
  return {
    all: () => current().all(),
    bySlug: (slug) => current().bySlug(slug),
    slugOf: (name) => current().slugOf(name),
    nameOf: (slug) => current().nameOf(slug),
  };
}

/** One district as /districts lists it (gatsby/districtNames.ts puts these in the page's context). */
export type DistrictListing = {
  slug: string;
  division: string;
  /** The name in the page's edition. */
  name: string;
  /** Its names in every edition, for the field that filters the list. */
  names: string[];
};

/** Lower-case, without Arabic-script diacritics and tatweel, Urdu and Pashto letter forms as Arabic's: what a visitor types matches what the data writes. */
export function foldName(text: string): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[\u06CC\u06D0\u064A\u0649]/g, "ی")
    .replace(/[\u06A9\u06AA]/g, "ک")
    .replace(/[\u06C1\u06BE\u06D5]/g, "ه")
    .replace(/[\s\-‐]+/g, " ")
    .trim();
}

/** Whether a district is one of those `typed` names: part of any of its names, in any script. */
export const districtMatches = (district: DistrictListing, typed: string): boolean => {
  const wanted = foldName(typed);
  return wanted === "" || district.names.some((name) => foldName(name).includes(wanted));
};

/**
 * The districts as /districts lists them: each district's slug, division and name in the edition
 * (data/<lang>/districts/<slug>.json where it has one), with its names in all three editions so the
 * list's field finds a district typed in any script. In the page's context, so the list needs no query.
 */
import fs from "node:fs";
import path from "node:path";
import { LANGS, type Lang } from "../contract/i18n/locales";
import type { DistrictListing } from "../src/components/district/districtListing";
import type { DistrictChoice } from "../src/lib/districtChoice";
import { folderFiles, loadTranslation } from "./i18n/contentTranslations";

type DistrictFile = { slug: string; name: string; division: string };

/** A district as the events pages name it (the filter): its slug and its name in the edition. */
export type EventDistrictName = { slug: string; name: string };

/** The districts as the events pages name them, from the data; in their page context, as the wings are. */
export const eventDistrictNames = (lang: Lang, root = process.cwd()): EventDistrictName[] =>
  districtListing(lang, root).map(({ slug, name }) => ({ slug, name }));

/** The districts the membership and attendance forms offer, from the data; in their pages' context. */
export function districtChoices(lang: Lang, root = process.cwd()): DistrictChoice[] {
  const english = new Map(
    districtListing("en", root).map((district) => [district.slug, district.name]),
  );
  return districtListing(lang, root).map(({ slug, name }) => ({
    value: english.get(slug) ?? name,
    label: name,
  }));
}

export function districtListing(lang: Lang, root = process.cwd()): DistrictListing[] {
  return folderFiles("districts", root).map((file) => {
    const district = JSON.parse(
      fs.readFileSync(path.join(root, "data", `${file}.json`), "utf8"),
    ) as DistrictFile;
    const nameIn = (edition: Lang) => {
      const translated =
        edition === "en"
          ? undefined
          : (loadTranslation(root, edition, file) as { name?: unknown } | undefined)?.name;
      return typeof translated === "string" && translated.trim() ? translated : district.name;
    };
    return {
      slug: district.slug,
      division: district.division,
      name: nameIn(lang),
      names: [...new Set(LANGS.map(nameIn))],
    };
  });
}

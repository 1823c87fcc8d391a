/**
 * The wings as the events pages name them (the wing filter, an event's organiser): each wing's
 * slug and its title in the edition (data/<lang>/wings/<slug>.json where it has one), in the
 * wings' own order. In the events pages' context, so the server renders the same names from the
 * same page data (server/site/pageEdition.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Lang } from "../contract/i18n/locales";
import { folderFiles, loadTranslation } from "./i18n/contentTranslations";

export type EventWingName = { slug: string; title: string };

export function eventWingNames(lang: Lang, root = process.cwd()): EventWingName[] {
  return folderFiles("wings", root)
    .map((file) => {
      const wing = JSON.parse(fs.readFileSync(path.join(root, "data", `${file}.json`), "utf8")) as {
        slug: string;
        title: string;
        order: number;
      };
      const translated = (loadTranslation(root, lang, file) as { title?: unknown } | undefined)?.title;
      return { ...wing, title: typeof translated === "string" && translated.trim() ? translated : wing.title };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ slug, title }) => ({ slug, title }));
}

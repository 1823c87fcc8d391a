import React from "react";
import { translationSource } from "../../content/translationsApi";
import type { SectionProps } from "../sectionProps";
import PageHeader from "../ui/PageHeader";
import { filePathOf } from "../content/contentApi";
import TranslationEditor from "./TranslationEditor";
import TranslationsOverview from "./TranslationsOverview";

/**
 * /admin/translations (the overview) and /admin/translations/{file}: one translation beside its
 * English, {file} being its path under data/ without ".json" ("ur/home", "i18n/ps/contact").
 */
export default function TranslationsSection({ subpath }: SectionProps) {
  const screen = subpath.split("/").filter(Boolean).join("/");
  if (!screen) return <TranslationsOverview />;
  const path = filePathOf(screen);
  if (translationSource(path)) return <TranslationEditor key={path} path={path} />;
  return <PageHeader title="Page not found" description="There is no such page in the Translations section." />;
}

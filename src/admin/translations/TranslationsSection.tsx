import React from "react";
import { translationSource } from "../../../contract/content/translationsApi";
import type { SectionProps } from "../sectionProps";
import PageHeader from "../ui/PageHeader";
import { filePathOf } from "../content/contentApi";
import ContentHistory from "../content/ContentHistory";
import TranslationEditor from "./TranslationEditor";
import TranslationsOverview from "./TranslationsOverview";
import { translationRoutes, translationsApi } from "./translationsClient";

/**
 * /admin/translations (the overview), /admin/translations/{file}: one translation beside its
 * English, {file} being its path under data/ without ".json" ("ur/home", "i18n/ps/contact"), and
 * /admin/translations/history/{file}: its versions, each restorable (the Content section's screen).
 */
export default function TranslationsSection({ subpath }: SectionProps) {
  const parts = subpath.split("/").filter(Boolean);
  if (!parts.length) return <TranslationsOverview />;
  const history = parts[0] === "history";
  const path = filePathOf((history ? parts.slice(1) : parts).join("/"));
  if (translationSource(path) && history) return <ContentHistory key={path} path={path} current={translationsApi.file} back={translationRoutes.edit(path)} />;
  if (translationSource(path)) return <TranslationEditor key={path} path={path} />;
  return <PageHeader title="Page not found" description="There is no such page in the Translations section." />;
}

import React from "react";
import { isEntryKind } from "../../../contract/content/kinds";
import type { SectionProps } from "../sectionProps";
import PageHeader from "../ui/PageHeader";
import ContentEditor from "./ContentEditor";
import ContentHistory from "./ContentHistory";
import ContentList from "./ContentList";
import { filePathOf } from "./contentApi";
import NewEntry from "./NewEntry";

/**
 * /admin/content (the list), /admin/content/edit/{file} (the form), /admin/content/history/{file}
 * and /admin/content/new/{leader|wing|district}. {file} is the path under data/ without ".json".
 */
export default function ContentSection({ subpath }: SectionProps) {
  const [screen = "", ...rest] = subpath.split("/").filter(Boolean);
  const file = rest.join("/");
  if (!screen) return <ContentList />;
  if (screen === "edit" && file) return <ContentEditor key={file} path={filePathOf(file)} />;
  if (screen === "history" && file) return <ContentHistory key={file} path={filePathOf(file)} />;
  if (screen === "new" && isEntryKind(file)) return <NewEntry key={file} kind={file} />;
  return <PageHeader title="Page not found" description="There is no such page in the Content section." />;
}

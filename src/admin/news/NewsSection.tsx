import React from "react";
import type { SectionProps } from "../sectionProps";
import NewsEditor from "./NewsEditor";
import NewsListScreen from "./NewsListScreen";

/** /admin/news (the list), /admin/news/new and /admin/news/{id} (the editor). */
export default function NewsSection({ subpath }: SectionProps) {
  // Not keyed by the path: after the first save of a new article the address becomes its id, and
  // the same editor (with its confirmation message) stays on screen.
  if (subpath) return <NewsEditor id={subpath === "new" ? undefined : subpath} />;
  return <NewsListScreen />;
}

import React from "react";
import type { SectionProps } from "../sections";
import NewsEditor from "./NewsEditor";
import NewsListScreen from "./NewsListScreen";

/** /admin/news (the list), /admin/news/new and /admin/news/{id} (the editor). */
export default function NewsSection({ subpath }: SectionProps) {
  if (subpath === "new") return <NewsEditor key="new" />;
  if (subpath) return <NewsEditor key={subpath} id={subpath} />;
  return <NewsListScreen />;
}

import React from "react";
import type { SectionProps } from "../sectionProps";
import InboxDetail from "./InboxDetail";
import InboxList from "./InboxList";
import { APPLICATIONS } from "./kinds";

/** /admin/applications (office, admin): the list, or /admin/applications/{id} for one application. */
export default function ApplicationsSection({ subpath }: SectionProps) {
  const id = subpath.split("/")[0];
  return id ? <InboxDetail kind={APPLICATIONS} id={id} /> : <InboxList kind={APPLICATIONS} />;
}

import React from "react";
import type { SectionProps } from "../sectionProps";
import InboxDetail from "./InboxDetail";
import InboxList from "./InboxList";
import { CONTACTS } from "./kinds";

/** /admin/contacts (office, admin): the list, or /admin/contacts/{id} for one message. */
export default function ContactsSection({ subpath }: SectionProps) {
  const id = subpath.split("/")[0];
  return id ? <InboxDetail kind={CONTACTS} id={id} /> : <InboxList kind={CONTACTS} />;
}

/**
 * What differs between the two inbox sections: the API path, the statuses, how an item is named
 * in a list, and the fields of its detail view (with their labels for people).
 */
import {
  EDUCATION_LABELS,
  GENDER_LABELS,
  PARTY_VOTED_LABELS,
  PROFESSION_LABELS,
  PROVINCE_LABELS,
  RESIDENTIAL_STATUS_LABELS,
  WING_LABELS,
} from "../../../contract/validation/labels";
import { APPLICATION_STATUSES, CONTACT_STATUSES } from "../../../contract/validation/inbox";

export type InboxItem = Record<string, string | number | null> & { id: number; receivedAt: string; status: string; note: string };
export type HistoryEntry = { at: string; actor: string; status: string | null; note: string | null };

type Field = { key: string; label: string; labels?: Record<string, string> };

export type InboxKind = {
  path: "contacts" | "applications";
  title: string;
  description: string;
  /** "message" / "application", in sentences. */
  noun: string;
  statuses: readonly string[];
  /** What a list row shows: who, how to reach them, what about. */
  who: (item: InboxItem) => string;
  reach: (item: InboxItem) => string;
  about: (item: InboxItem) => string;
  searchHint: string;
  fields: Field[];
};

const label = (labels: Record<string, string>, value: unknown) => (typeof value === "string" && labels[value]) || (value ?? "");

export const CONTACTS: InboxKind = {
  path: "contacts",
  title: "Contact messages",
  description: "Messages sent with the form on the Contact page, newest first.",
  noun: "message",
  statuses: CONTACT_STATUSES,
  who: (item) => String(item.name),
  reach: (item) => `${item.email} · ${item.contactNumber}`,
  about: (item) => String(item.subject),
  searchHint: "Name, email or phone number",
  fields: [
    { key: "name", label: "Name" },
    { key: "email", label: "Email" },
    { key: "contactNumber", label: "Contact number" },
    { key: "subject", label: "Subject" },
    { key: "message", label: "Message" },
    { key: "clientIp", label: "Sent from address" },
    { key: "userAgent", label: "Browser" },
  ],
};

export const APPLICATIONS: InboxKind = {
  path: "applications",
  title: "Membership applications",
  description: "Applications sent with the Join QWP form, newest first.",
  noun: "application",
  statuses: APPLICATION_STATUSES,
  who: (item) => `${item.firstName} ${item.lastName}`,
  reach: (item) => [item.mobile, item.email].filter(Boolean).join(" · "),
  about: (item) => [label(PROVINCE_LABELS, item.province), label(WING_LABELS, item.politicalWing)].filter(Boolean).join(" · "),
  searchHint: "Name, email, mobile or CNIC",
  fields: [
    { key: "firstName", label: "First name" },
    { key: "lastName", label: "Last name" },
    { key: "fatherHusbandName", label: "Father's / Husband's name" },
    { key: "gender", label: "Gender", labels: GENDER_LABELS },
    { key: "residentialStatus", label: "Residential status", labels: RESIDENTIAL_STATUS_LABELS },
    { key: "cnicCrc", label: "CNIC / CRC" },
    { key: "yearOfBirth", label: "Year of birth" },
    { key: "mobile", label: "Mobile" },
    { key: "email", label: "Email" },
    { key: "education", label: "Education", labels: EDUCATION_LABELS },
    { key: "profession", label: "Profession", labels: PROFESSION_LABELS },
    { key: "politicalWing", label: "Wing", labels: WING_LABELS },
    { key: "province", label: "Province", labels: PROVINCE_LABELS },
    { key: "district", label: "District" },
    { key: "nationalAssembly", label: "National Assembly constituency" },
    { key: "provincialAssembly", label: "Provincial Assembly constituency" },
    { key: "unionCouncil", label: "Union council" },
    { key: "partyVoted", label: "Party voted for last", labels: PARTY_VOTED_LABELS },
    { key: "clientIp", label: "Sent from address" },
    { key: "userAgent", label: "Browser" },
  ],
};

/** A field's value as people read it ("—" when empty). */
export function fieldText(field: Field, item: InboxItem): string {
  const value = item[field.key];
  if (value === null || value === undefined || value === "") return "—";
  return String(field.labels ? label(field.labels, value) : value);
}


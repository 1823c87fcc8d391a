/**
 * The shell's sections: one entry per screen of the console. The shell shows a section (in the
 * navigation, on the start page, at its URL) only to the roles listed; admin sees every section.
 * Each section's code is its own chunk, loaded when first opened. Newsroom: news, events, media,
 * store, content (the site's data files), translations (their Urdu and Pashto), site (publishing),
 * speed (readers' field measurements).
 * Office inbox: contacts, applications, attendance (who said they will attend an event).
 */
import type React from "react";
import type { IconName } from "../components/ui/iconNames";
import type { StaffRole } from "../../contract/validation/staff";
import { newItemsSummary } from "./inbox/newItems";

import type { SectionProps } from "./sectionProps";

export type { SectionProps };

export type AdminSection = {
  id: string;
  /** URL segment under /admin. */
  path: string;
  label: string;
  /** One line on the start page. */
  description: string;
  icon: IconName;
  roles: readonly StaffRole[];
  load: () => Promise<{ default: React.ComponentType<SectionProps> }>;
  /** Optional short status for the start page card, e.g. "3 new messages". */
  summary?: () => Promise<string | null>;
};

export const SECTIONS: readonly AdminSection[] = [
  {
    id: "news",
    path: "news",
    label: "News",
    description: "Write, preview, publish and schedule articles.",
    icon: "newspaper",
    roles: ["editor"],
    load: () => import("./news/NewsSection"),
  },
  {
    id: "events",
    path: "events",
    label: "Events",
    description: "Announce rallies, meetings and conventions; postpone or cancel them; never delete a public one.",
    icon: "calendar",
    roles: ["editor"],
    load: () => import("./events/EventsSection"),
  },
  {
    id: "media",
    path: "media",
    label: "Media library",
    description: "Upload photos; every photo is resized and stripped of its location data.",
    icon: "image",
    roles: ["editor"],
    load: () => import("./media/MediaSection"),
  },
  {
    id: "store",
    path: "store",
    label: "Services and products",
    description: "Edit the services and products the site lists.",
    icon: "grid",
    roles: ["editor"],
    load: () => import("./store/StoreSection"),
  },
  {
    id: "content",
    path: "content",
    label: "Content",
    description: "Leaders, wings, pages, manifestos and contact details: edit, review, publish.",
    icon: "fileText",
    roles: ["editor"],
    load: () => import("./content/ContentSection"),
  },
  {
    id: "translations",
    path: "translations",
    label: "Translations",
    description: "Urdu and Pashto: what is missing, needs review or is outdated; translate beside the English text.",
    icon: "book",
    roles: ["editor"],
    load: () => import("./translations/TranslationsSection"),
  },
  {
    id: "site",
    path: "site",
    label: "Site",
    description: "What is live, the build after each push, Publish now and Roll back.",
    icon: "globe",
    roles: ["editor"],
    load: () => import("./site/SiteSection"),
  },
  {
    id: "speed",
    path: "speed",
    label: "Speed",
    description: "How fast the site is on readers' own phones, per page and edition, against the Core Web Vitals.",
    icon: "zap",
    roles: ["editor"],
    load: () => import("./speed/SpeedSection"),
  },
  {
    id: "contacts",
    path: "contacts",
    label: "Contact messages",
    description: "Read, answer and close what people send from the Contact page.",
    icon: "mail",
    roles: ["office"],
    load: () => import("./inbox/ContactsSection"),
    summary: () => newItemsSummary("contacts"),
  },
  {
    id: "applications",
    path: "applications",
    label: "Membership applications",
    description: "Review Join QWP applications: contact, approve or reject.",
    icon: "handshake",
    roles: ["office"],
    load: () => import("./inbox/ApplicationsSection"),
    summary: () => newItemsSummary("applications"),
  },
  {
    id: "attendance",
    path: "attendance",
    label: "Event attendance",
    description: "Who said “I will attend” an event: search the list, export it as CSV.",
    icon: "checkCircle",
    roles: ["office"],
    load: () => import("./events/AttendanceSection"),
  },
  {
    id: "staff",
    path: "staff",
    label: "Staff accounts",
    description: "Add people, change their role, disable an account.",
    icon: "users",
    roles: ["admin"],
    load: () => import("./staff/StaffSection"),
  },
  {
    id: "audit",
    path: "audit",
    label: "Audit log",
    description: "Every sign-in and every change, who made it and when.",
    icon: "shield",
    roles: ["admin"],
    load: () => import("./audit/AuditSection"),
  },
  {
    id: "security",
    path: "security",
    label: "Account security",
    description: "Your second factor, and where you are signed in.",
    icon: "shield",
    roles: ["admin", "editor", "office"],
    load: () => import("./security/SecuritySection"),
  },
];

/** The sections this role may use, in registry order (admin: all). */
export function sectionsFor(role: StaffRole, sections: readonly AdminSection[] = SECTIONS): AdminSection[] {
  return sections.filter((section) => role === "admin" || section.roles.includes(role));
}

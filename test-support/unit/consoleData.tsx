/** The staff console in component tests: a signed-in person of a role around a screen, and events and articles as /api/admin answers them. */
import React from "react";
import type { AdminEvent, AdminEventPage, Attendance } from "../../contract/lib/api/eventWire";
import type { AdminNewsItem } from "../../contract/lib/api/newsWire";
import { SessionContext } from "../../src/admin/session/useSession";
import type { SessionState } from "../../src/admin/session/types";
import type { StaffRole } from "../../contract/validation/staff";

/** Renders `children` as the console would for a signed-in person of `role` (nothing of the session is called). */
export function AsStaff({ role, children }: { role: StaffRole; children: React.ReactNode }) {
  const unused = () => Promise.reject(new Error("not part of this test"));
  const session: SessionState = {
    status: "signed-in",
    user: { email: `${role}@qwp.example`, name: `Test ${role}`, role, secondFactor: true },
    signIn: unused,
    submitCode: unused,
    refresh: unused,
    signOut: unused,
    signOutEverywhere: unused,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** A scheduled event in Charsadda, 5 December 2026, 2 to 5 pm Pakistan time. */
export function adminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  return {
    id: 7,
    title: "Jalsa at Charsadda",
    slug: "jalsa-at-charsadda",
    kind: "rally",
    summary: "The party's workers and supporters gather in Charsadda.",
    body: "<p>Speeches by the provincial leadership.</p>",
    startsAt: "2026-12-05T09:00:00.000Z",
    endsAt: "2026-12-05T12:00:00.000Z",
    venue: "Jinnah Park",
    address: "Mardan Road, Charsadda",
    district: "Charsadda",
    lat: null,
    lon: null,
    wing: "",
    photo: null,
    lang: "en",
    status: "scheduled",
    dateToBeAnnounced: false,
    statusNote: "",
    showAttendanceCount: false,
    sequence: 1,
    slugLocked: true,
    previousStartsAt: null,
    attendingCount: 12,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    updatedBy: "Press Officer",
    url: "/events/jalsa-at-charsadda",
    ...overrides,
  };
}

export const eventPage = (events: AdminEvent[], page = 1, totalPages = 1): AdminEventPage => ({ events, page, totalPages, total: events.length + (totalPages - 1) * 20 });

export function attendance(n: number, overrides: Partial<Attendance> = {}): Attendance {
  return {
    id: n,
    eventSlug: "jalsa-at-charsadda",
    name: `Attendee ${n}`,
    mobile: `0300123456${n % 10}`,
    district: "Charsadda",
    email: null,
    createdAt: "2026-11-25T07:30:00.000Z",
    ...overrides,
  };
}

/** An Urdu draft article as /api/admin/news answers it. */
export function adminNewsItem(overrides: Partial<AdminNewsItem> = {}): AdminNewsItem {
  return {
    _id: "5f0c2a9e1b7d4c3a2e1f0a9b",
    title: "پشاور میں کارکنوں کا کنونشن",
    slug: "peshawar-convention",
    thumbnail: null,
    thumbnailWidth: null,
    thumbnailHeight: null,
    thumbnailVariants: [],
    excerpt: "صوبائی کنونشن کی تیاری۔",
    content: "<p>کارکنوں کا اجلاس۔</p>",
    link: null,
    publishedAt: "2026-11-20T10:00:00.000Z",
    createdAt: "2026-11-20T10:00:00.000Z",
    author: { name: "Press Officer", image: null, email: null },
    category: { name: "Party Affairs" },
    lang: "ur",
    status: "draft",
    state: "draft",
    imageId: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    updatedBy: "editor@qwp.example",
    slugLocked: false,
    ...overrides,
  };
}

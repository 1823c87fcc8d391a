/**
 * The office inbox's enumerations, shared by the server (server/inbox/inboxRoutes.ts) and the
 * console (src/admin/inbox/): the statuses an item can have and how they read.
 */
export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export const APPLICATION_STATUSES = ["new", "contacted", "approved", "rejected"] as const;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ContactStatus | ApplicationStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
  contacted: "Contacted",
  approved: "Approved",
  rejected: "Rejected",
};

/** Items a page of the inbox lists. */
export const INBOX_PAGE_SIZE = 20;
/** The longest private note. */
export const NOTE_MAX = 5000;
/** The longest search text. */
export const SEARCH_MAX = 200;

/**
 * The press office's rules for events: a save's values checked and made ready as eventDrafts.ts
 * says, the saves and the deletion of a draft, and the audit log entry each change and export
 * writes. Whatever is refused is thrown as a Refusal; the console's routes only read and answer.
 */
import { EVENT_STATUSES, type EventStatus } from "../../contract/validation/event";
import type { Clock } from "../platform/clock";
import { Refusal, badRequest, conflict, notFound } from "../platform/refusal";
import type { AuditLog } from "../staff/auditLog";
import type { MediaRepository } from "../media/mediaRepository";
import type { DistrictDirectory } from "../districts/districtDirectory";
import { createEventDrafts } from "./eventDrafts";
import type { AdminEvent, EventDraft, EventRepository } from "./eventRepository";

export const EVENT_ID_NOT_FOUND = "There is no event with this id.";
export const BAD_STATUS = `The status must be ${EVENT_STATUSES.slice(0, -1).join(", ")} or ${EVENT_STATUSES.at(-1)}.`;
export const NEVER_DELETED = "An event that has been public is never deleted: mark it cancelled instead.";

const ID = /^[1-9]\d{0,15}$/;

/** The audit verb of a save: what changed for the public. */
function auditAction(before: AdminEvent | undefined, after: AdminEvent): string {
  if (after.status === "draft") return before ? "event.edit" : "event.create";
  if (!before || before.status === "draft") return "event.publish";
  if (after.status === "cancelled" && before.status !== "cancelled") return "event.cancel";
  if (after.status === "postponed" && (before.status !== "postponed" || before.startsAt !== after.startsAt || before.dateToBeAnnounced !== after.dateToBeAnnounced)) {
    return "event.postpone";
  }
  return "event.edit";
}

export type EventDeskOptions = {
  events: EventRepository;
  mediaLibrary: MediaRepository;
  audit: AuditLog;
  now: Clock;
  /** The districts an event may name: the live release's. */
  districts: DistrictDirectory;
};

export function createEventDesk({ events, mediaLibrary, audit, now, districts }: EventDeskOptions) {
  const { draftOf } = createEventDrafts({ events, mediaLibrary, now, districts });

  /** The values ready to save, or the refusal saying why not, thrown. */
  async function draftOrRefuse(input: unknown, existing?: AdminEvent): Promise<EventDraft> {
    const result = await draftOf(input, existing);
    if (!result.ok) throw new Refusal(result.refusal.status, result.refusal.body);
    return result.draft;
  }

  const record = (actor: string, action: string, event: AdminEvent, detail: Record<string, unknown> = {}) =>
    audit.record({
      actor,
      action,
      target: `event:${event.id}`,
      detail: { slug: event.slug, title: event.title, status: event.status, startsAt: event.startsAt, sequence: event.sequence, ...detail },
    });

  /** An event by the id in a path, or 404. */
  function find(raw: string): AdminEvent {
    const event = ID.test(raw) ? events.adminFind(Number(raw)) : undefined;
    if (!event) throw notFound(EVENT_ID_NOT_FOUND);
    return event;
  }

  return {
    draftOf,
    find,

    /** A page of the console's list; `status` empty for every status. */
    list(status: string | undefined, page: number) {
      if (status && !(EVENT_STATUSES as readonly string[]).includes(status)) throw badRequest(BAD_STATUS);
      return events.adminList({ status: (status || undefined) as EventStatus | undefined, page });
    },

    async create(values: unknown, actor: string): Promise<AdminEvent> {
      const event = events.create(await draftOrRefuse(values), actor);
      record(actor, auditAction(undefined, event), event);
      return event;
    },

    async update(id: string, values: unknown, actor: string): Promise<AdminEvent> {
      const existing = find(id);
      const event = events.update(existing.id, await draftOrRefuse(values, existing), actor)!;
      record(actor, auditAction(existing, event), event);
      return event;
    },

    /** Deletes a draft that was never public; one that has been public is refused (409). */
    remove(id: string, actor: string) {
      const existing = find(id);
      if (!events.removeDraft(existing.id)) throw conflict(NEVER_DELETED);
      record(actor, "event.delete", existing);
    },

    /** Every answer of the event, oldest first, the export written to the audit log. */
    exportAttendances(event: AdminEvent, actor: string) {
      const rows = events.allAttendances(event.id);
      record(actor, "event.attendance.export", event, { rows: rows.length });
      return rows;
    },
  };
}

export type EventDesk = ReturnType<typeof createEventDesk>;

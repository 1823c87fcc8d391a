/**
 * The console's saves of events: a new event, a change (its sequence grows, a moved start kept),
 * and the deletion of a draft that was never public. Each tells the listeners after it commits.
 */
import type { AdminEvent } from "../../contract/lib/api/eventWire";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/database";
import { BY_ID, type EventDraft, type EventRow, type EventRowMapping } from "./eventRows";

export type EventWritesOptions = {
  rows: EventRowMapping;
  /** The saved event as the console reads it. */
  adminFind: (id: number) => AdminEvent | undefined;
  /** Tells the listeners which events changed. */
  changed: (rows: Array<Pick<EventRow, "id" | "slug">>) => void;
};

export function createEventWrites(db: Db, now: Clock, { rows: { columnsOf }, adminFind, changed }: EventWritesOptions) {
  const nowIso = () => new Date(now()).toISOString();
  const byId = db.prepare(BY_ID);
  const insertRow = db.prepare(`INSERT INTO events
    (slug, title, kind, summary, description, starts_at, ends_at, previous_starts_at, venue, address, district,
     latitude, longitude, wing, image_id, lang, status, date_to_be_announced, cancel_reason, show_attendance_count,
     sequence, first_public_at, created_at, updated_at, updated_by)
    VALUES (@slug, @title, @kind, @summary, @description, @startsAt, @endsAt, @previousStartsAt, @venue, @address,
     @district, @latitude, @longitude, @wing, @imageId, @lang, @status, @dateToBeAnnounced, @cancelReason,
     @showAttendanceCount, @sequence, @firstPublicAt, @createdAt, @updatedAt, @updatedBy)`);
  const updateRow = db.prepare(`UPDATE events SET slug = @slug, title = @title, kind = @kind, summary = @summary,
     description = @description, starts_at = @startsAt, ends_at = @endsAt, previous_starts_at = @previousStartsAt,
     venue = @venue, address = @address, district = @district, latitude = @latitude, longitude = @longitude,
     wing = @wing, image_id = @imageId, lang = @lang, status = @status, date_to_be_announced = @dateToBeAnnounced,
     cancel_reason = @cancelReason, show_attendance_count = @showAttendanceCount, sequence = sequence + 1,
     first_public_at = @firstPublicAt, updated_at = @updatedAt, updated_by = @updatedBy
     WHERE id = @id`);
  const deleteRow = db.prepare("DELETE FROM events WHERE id = ?");

  return {
    create(draft: EventDraft, actor: string | null): AdminEvent {
      const at = nowIso();
      const id = Number(
        insertRow.run({
          ...columnsOf(draft),
          previousStartsAt: null,
          sequence: 0,
          firstPublicAt: draft.status === "draft" ? null : at,
          createdAt: at,
          updatedAt: at,
          updatedBy: actor,
        }).lastInsertRowid,
      );
      changed([{ id, slug: draft.slug }]);
      return adminFind(id)!;
    },
    /**
     * Saves a change: `sequence` grows (calendars replace their copy), and when a public, postponed
     * event gets a new start its old one is kept as `previousStartsAt`.
     */
    update(id: number, draft: EventDraft, actor: string | null): AdminEvent | undefined {
      const existing = byId.get(id) as EventRow | undefined;
      if (!existing) return undefined;
      const at = nowIso();
      const moved =
        existing.first_public_at !== null &&
        draft.status === "postponed" &&
        !draft.dateToBeAnnounced &&
        draft.startsAt !== existing.starts_at;
      updateRow.run({
        id,
        ...columnsOf(draft),
        previousStartsAt: moved ? existing.starts_at : existing.previous_starts_at,
        firstPublicAt: existing.first_public_at ?? (draft.status === "draft" ? null : at),
        updatedAt: at,
        updatedBy: actor,
      });
      changed([{ id, slug: existing.slug }, ...(existing.slug === draft.slug ? [] : [{ id, slug: draft.slug }])]);
      return adminFind(id);
    },
    /** Deletes a draft that was never public; an event that has been public is kept (false). */
    removeDraft(id: number): boolean {
      const existing = byId.get(id) as EventRow | undefined;
      if (!existing || existing.first_public_at !== null) return false;
      deleteRow.run(id);
      changed([existing]);
      return true;
    },

  };
}

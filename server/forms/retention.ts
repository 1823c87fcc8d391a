/**
 * Keeps the privacy page's promises: deletes what has passed its period and clears the address
 * and browser recorded with a submission after the shorter period. The periods are those of
 * contract/lib/retention.ts, the module the page itself states them from. Runs once a day inside the
 * server (and on start) and on demand with `npm run purge`; every run is written to the audit log.
 */
import type { Db } from "../platform/database";
import { RETENTION, daysBefore, monthsBefore } from "../../contract/lib/retention";

export const DAY_MS = 86_400_000;

export type PurgeCounts = {
  contacts: number;
  membership_applications: number;
  /** Rows whose client address and user agent were cleared. */
  contacts_client_details: number;
  membership_applications_client_details: number;
  submission_history: number;
  /** Answers to "I will attend" whose event ended long enough ago. */
  event_attendances: number;
  event_attendances_client_details: number;
  idempotency_keys: number;
  altcha_used: number;
  /** Days of speed measurement counts (server/vitals/) older than their period. */
  vitals: number;
};

type Recorder = { record(entry: { actor: string; action: string; target?: string | null; detail?: Record<string, unknown> | null }): void };

export function purgeExpired(db: Db, now: Date, audit?: Recorder): PurgeCounts {
  const contactCutoff = monthsBefore(now, RETENTION.contactMonths).toISOString();
  const applicationCutoff = monthsBefore(now, RETENTION.unacceptedApplicationMonths).toISOString();
  const detailsCutoff = daysBefore(now, RETENTION.clientDetailsDays).toISOString();
  const attendanceCutoff = daysBefore(now, RETENTION.attendanceDaysAfterEvent).toISOString();
  const nowIso = now.toISOString();
  const vitalsCutoffDay = daysBefore(now, RETENTION.vitalsDays).toISOString().slice(0, 10);

  const run = db.transaction((): PurgeCounts => {
    // A contact message counts from when it was last marked answered or closed; one never marked, from its arrival.
    const contacts = db
      .prepare(
        `DELETE FROM contacts WHERE COALESCE(
           (SELECT MAX(h.at) FROM submission_history h
             WHERE h.kind = 'contact' AND h.submission_id = contacts.id AND h.status IN ('answered', 'closed')),
           created_at) < ?
         AND (status IN ('answered', 'closed') OR created_at < ?)`,
      )
      .run(contactCutoff, contactCutoff).changes;
    const applications = db
      .prepare("DELETE FROM membership_applications WHERE status <> 'approved' AND created_at < ?")
      .run(applicationCutoff).changes;
    const history = db
      .prepare(
        `DELETE FROM submission_history WHERE
           (kind = 'contact' AND submission_id NOT IN (SELECT id FROM contacts))
           OR (kind = 'application' AND submission_id NOT IN (SELECT id FROM membership_applications))`,
      )
      .run().changes;
    const clear = (table: string) =>
      db
        .prepare(`UPDATE ${table} SET client_ip = NULL, user_agent = NULL WHERE created_at < ? AND (client_ip IS NOT NULL OR user_agent IS NOT NULL)`)
        .run(detailsCutoff).changes;
    const counts: PurgeCounts = {
      contacts,
      membership_applications: applications,
      contacts_client_details: clear("contacts"),
      membership_applications_client_details: clear("membership_applications"),
      submission_history: history,
      // An event postponed with its new date still to be announced has not ended, whatever its old dates say.
      event_attendances: db
        .prepare(
          `DELETE FROM event_attendances WHERE event_id IN (SELECT id FROM events
             WHERE ends_at < ? AND NOT (status = 'postponed' AND date_to_be_announced = 1))`,
        )
        .run(attendanceCutoff).changes,
      event_attendances_client_details: clear("event_attendances"),
      idempotency_keys: db.prepare("DELETE FROM idempotency_keys WHERE created_at < ?").run(new Date(now.getTime() - DAY_MS).toISOString()).changes,
      altcha_used: db.prepare("DELETE FROM altcha_used WHERE expires_at < ?").run(nowIso).changes,
      vitals:
        db.prepare("DELETE FROM vitals WHERE day < ?").run(vitalsCutoffDay).changes +
        db.prepare("DELETE FROM vitals_attribution WHERE day < ?").run(vitalsCutoffDay).changes,
    };
    // In the same transaction: a purge that is not in the audit log did not happen.
    audit?.record({ actor: "system", action: "retention.purge", detail: { ...counts, periods: RETENTION } });
    return counts;
  });
  return run();
}

/**
 * Runs the purge now and then once a day. The timer is unref'd: it never keeps the process alive.
 * Returns a function that stops it.
 */
export function schedulePurge(db: Db, { clock = Date.now, audit, log }: { clock?: () => number; audit?: Recorder; log: (counts: PurgeCounts) => void }) {
  const runOnce = () => {
    try {
      log(purgeExpired(db, new Date(clock()), audit));
    } catch (error) {
      console.error("Retention purge failed", error);
    }
  };
  runOnce();
  const timer = setInterval(runOnce, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** What `npm run purge` prints: one line per table. */
export function purgeReport(counts: PurgeCounts): string {
  const lines = [
    `contacts: ${counts.contacts} deleted, ${counts.contacts_client_details} with address and browser cleared`,
    `membership_applications: ${counts.membership_applications} deleted, ${counts.membership_applications_client_details} with address and browser cleared`,
    `submission_history: ${counts.submission_history} deleted`,
    `event_attendances: ${counts.event_attendances} deleted, ${counts.event_attendances_client_details} with address and browser cleared`,
    `idempotency_keys: ${counts.idempotency_keys} deleted`,
    `altcha_used: ${counts.altcha_used} deleted`,
    `vitals: ${counts.vitals} deleted`,
  ];
  return `${lines.join("\n")}\n`;
}

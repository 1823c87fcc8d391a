/**
 * Contact messages and membership applications. Each submission, and the answer remembered for
 * its Idempotency-Key, is written in one transaction: the 201 goes out only after COMMIT, and a
 * retry with the same key finds the stored answer instead of writing a second row.
 */
import crypto from "node:crypto";
import type { Db } from "../platform/database";
import { englishText } from "../platform/language";
import { Refusal } from "../platform/refusal";
import type { ContactValues } from "../../contract/validation/contact";
import type { MembershipValues } from "../../contract/validation/membership";

export type SubmissionMeta = { clientIp?: string; userAgent?: string; now?: Date };
export type StoredAnswer = { status: number; body: { message: string }; replayed: boolean };
/** The answer a submission gets, kept under its idempotency key. */
export type StoredAnswerInput = Omit<StoredAnswer, "replayed">;
/** A key belongs to one client (server/platform/clientKey.ts): another client's key is simply a different key. */
export type Idempotency = { key: string; route: string; client: string; requestHash: string };

/** How long a key's answer is kept; a retry after that counts as a new submission. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** A key already used with other values: `422`. */
export class IdempotencyConflictError extends Refusal {
  constructor() {
    super(422, { message: englishText("idempotencyConflict") });
  }
}

/** Stable hash of a JSON value regardless of key order. */
export function hashPayload(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
  return crypto.createHash("sha256").update(JSON.stringify(canonical(value))).digest("hex");
}

export type ContactRow = {
  id: number;
  name: string;
  email: string;
  contact_number: string;
  subject: string;
  message: string;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
};

export type ApplicationRow = {
  id: number;
  first_name: string;
  last_name: string;
  father_husband_name: string;
  gender: string;
  residential_status: string;
  cnic_crc: string;
  year_of_birth: number;
  mobile: string;
  email: string | null;
  education: string;
  profession: string;
  political_wing: string | null;
  province: string;
  district: string | null;
  national_assembly: string | null;
  provincial_assembly: string | null;
  union_council: string | null;
  party_voted: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
};

export type StoredContact = Omit<ContactValues, "website">;
export type StoredApplication = Omit<MembershipValues, "website">;

const orNull = (value: string | undefined) => (value ? value : null);

export function createSubmissionRepository(db: Db) {
  const findKey = db.prepare(
    "SELECT request_hash, status, body, created_at FROM idempotency_keys WHERE key = ? AND route = ? AND client_key = ?",
  );
  const deleteKey = db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND route = ? AND client_key = ?");
  const saveKey = db.prepare(
    "INSERT INTO idempotency_keys (key, route, client_key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const purgeKeys = db.prepare("DELETE FROM idempotency_keys WHERE created_at < ?");
  const insertContact = db.prepare(`INSERT INTO contacts
    (name, email, contact_number, subject, message, client_ip, user_agent, created_at)
    VALUES (@name, @email, @contactNumber, @subject, @message, @clientIp, @userAgent, @createdAt)`);
  const insertApplication = db.prepare(`INSERT INTO membership_applications
    (first_name, last_name, father_husband_name, gender, residential_status, cnic_crc, year_of_birth, mobile,
     email, education, profession, political_wing, province, district, national_assembly, provincial_assembly,
     union_council, party_voted, client_ip, user_agent, created_at)
    VALUES (@firstName, @lastName, @fatherHusbandName, @gender, @residentialStatus, @cnicCrc, @yearOfBirth,
     @mobile, @email, @education, @profession, @politicalWing, @province, @district, @nationalAssembly,
     @provincialAssembly, @unionCouncil, @partyVoted, @clientIp, @userAgent, @createdAt)`);

  let lastPurge = 0;

  /** Runs `write` and remembers the answer under the key, all or nothing. */
  const submit = db.transaction(
    (
      write: () => void,
      answer: StoredAnswerInput,
      idem: Idempotency | undefined,
      now: Date,
      beforeWrite?: () => void,
    ): StoredAnswer => {
      if (idem) {
        const previous = findKey.get(idem.key, idem.route, idem.client) as
          | { request_hash: string; status: number; body: string; created_at: string }
          | undefined;
        if (previous && Date.parse(previous.created_at) > now.getTime() - IDEMPOTENCY_TTL_MS) {
          if (previous.request_hash !== idem.requestHash) throw new IdempotencyConflictError();
          return { status: previous.status, body: JSON.parse(previous.body), replayed: true };
        }
        if (previous) deleteKey.run(idem.key, idem.route, idem.client);
      }
      // A new submission (not a replay): spend its bot-check solution in this same transaction.
      beforeWrite?.();
      write();
      if (idem) {
        saveKey.run(idem.key, idem.route, idem.client, idem.requestHash, answer.status, JSON.stringify(answer.body), now.toISOString());
      }
      if (now.getTime() - lastPurge > 60 * 60_000) {
        purgeKeys.run(new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
        lastPurge = now.getTime();
      }
      return { ...answer, replayed: false };
    },
  );

  /** Stores one submission's row with who sent it and when, through `submit`. */
  const storeRow = (
    insert: { run: (row: Record<string, unknown>) => unknown },
    fields: Record<string, unknown>,
    { answer, meta, idem, beforeWrite }: { answer: StoredAnswerInput; meta: SubmissionMeta; idem?: Idempotency; beforeWrite?: () => void },
  ) => {
    const now = meta.now ?? new Date();
    const row = { ...fields, clientIp: meta.clientIp ?? null, userAgent: meta.userAgent ?? null, createdAt: now.toISOString() };
    return submit(() => insert.run(row), answer, idem, now, beforeWrite);
  };

  return {
    /** Whether this client already has a committed (unexpired) answer under the key: a retry, not a new submission. */
    hasAnswer(idem: Pick<Idempotency, "key" | "route" | "client">): boolean {
      const row = findKey.get(idem.key, idem.route, idem.client) as { created_at: string } | undefined;
      return !!row && Date.parse(row.created_at) > Date.now() - IDEMPOTENCY_TTL_MS;
    },
    /**
     * Another form's submission (an event's attendance): `write` inserts its row, in the same
     * transaction as its key's answer and its bot check's spending.
     */
    store(write: () => void, answer: StoredAnswerInput, now: Date, idem?: Idempotency, beforeWrite?: () => void) {
      return submit(write, answer, idem, now, beforeWrite);
    },
    storeContact(values: StoredContact, answer: StoredAnswerInput, meta: SubmissionMeta = {}, idem?: Idempotency, beforeWrite?: () => void) {
      return storeRow(
        insertContact,
        { name: values.name, email: values.email, contactNumber: values.contactNumber, subject: values.subject, message: values.message },
        { answer, meta, idem, beforeWrite },
      );
    },
    storeApplication(values: StoredApplication, answer: StoredAnswerInput, meta: SubmissionMeta = {}, idem?: Idempotency, beforeWrite?: () => void) {
      return storeRow(
        insertApplication,
        {
          firstName: values.firstName,
          lastName: values.lastName,
          fatherHusbandName: values.fatherHusbandName,
          gender: values.gender,
          residentialStatus: values.residentialStatus,
          cnicCrc: values.cnicCrc,
          yearOfBirth: values.yearOfBirth,
          mobile: values.mobile,
          email: orNull(values.email),
          education: values.education,
          profession: values.profession,
          politicalWing: orNull(values.politicalWing),
          province: values.province,
          district: orNull(values.district),
          nationalAssembly: orNull(values.nationalAssembly),
          provincialAssembly: orNull(values.provincialAssembly),
          unionCouncil: orNull(values.unionCouncil),
          partyVoted: orNull(values.partyVoted),
        },
        { answer, meta, idem, beforeWrite },
      );
    },
    contacts(since?: string): ContactRow[] {
      return db
        .prepare("SELECT * FROM contacts WHERE created_at >= ? ORDER BY created_at, id")
        .all(since ?? "") as ContactRow[];
    },
    applications(since?: string): ApplicationRow[] {
      return db
        .prepare("SELECT * FROM membership_applications WHERE created_at >= ? ORDER BY created_at, id")
        .all(since ?? "") as ApplicationRow[];
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;

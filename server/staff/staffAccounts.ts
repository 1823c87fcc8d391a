/**
 * Staff accounts in SQLite. Emails are compared without regard to case (the column is
 * COLLATE NOCASE) and stored trimmed and lower-cased. Password hashes never leave this module
 * except to the sign-in check.
 */
import { Refusal } from "../platform/refusal";
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";
import { hashPassword } from "./passwords";
import type { Role } from "./roles";

export type StaffAccount = {
  id: number;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

type Row = {
  id: number;
  email: string;
  name: string;
  role: Role;
  disabled: number;
  created_at: string;
  last_login_at: string | null;
  password_hash: string;
};

/** 409: the console shows it beside the email field; the command line prints its message. */
export class DuplicateEmailError extends Refusal {
  constructor(email: string) {
    super(409, { message: `A staff account with the email ${email} already exists.`, errors: { email: "This email already has a staff account." } });
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const toAccount = (row: Row): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

export type NewStaff = { email: string; name: string; role: Role; password: string };

export function createStaffRepository(db: Db, now: Clock = systemClock) {
  const iso = () => new Date(now()).toISOString();
  const byEmail = db.prepare<[string], Row>("SELECT * FROM staff_accounts WHERE email = ?");
  const byId = db.prepare<[number], Row>("SELECT * FROM staff_accounts WHERE id = ?");
  const all = db.prepare<[], Row>("SELECT * FROM staff_accounts ORDER BY disabled, role, name COLLATE NOCASE, id");
  const insert = db.prepare(
    `INSERT INTO staff_accounts (email, name, role, password_hash, disabled, created_at, updated_at, password_changed_at)
     VALUES (@email, @name, @role, @hash, 0, @at, @at, @at)`,
  );
  const activeAdmins = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM staff_accounts WHERE role = 'admin' AND disabled = 0");
  const endSessions = db.prepare<[number]>("DELETE FROM staff_sessions WHERE staff_id = ?");

  return {
    async create(input: NewStaff): Promise<StaffAccount> {
      const hash = await hashPassword(input.password);
      const email = normaliseEmail(input.email);
      if (byEmail.get(email)) throw new DuplicateEmailError(email);
      try {
        const { lastInsertRowid } = insert.run({ email, name: input.name.trim(), role: input.role, hash, at: iso() });
        return toAccount(byId.get(Number(lastInsertRowid))!);
      } catch (error) {
        if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") throw new DuplicateEmailError(email);
        throw error;
      }
    },

    findByEmail: (email: string) => {
      const row = byEmail.get(normaliseEmail(email));
      return row ? toAccount(row) : undefined;
    },

    findById: (id: number) => {
      const row = byId.get(id);
      return row ? toAccount(row) : undefined;
    },

    /** The account and its hash, for the sign-in check only. */
    credentialsOf: (email: string) => {
      const row = byEmail.get(normaliseEmail(email));
      return row ? { account: toAccount(row), passwordHash: row.password_hash } : undefined;
    },

    list: () => all.all().map(toAccount),

    countActiveAdmins: () => activeAdmins.get()!.n,

    /**
     * Changes role and/or disabled state in one transaction. Refuses (returns "last-admin") when
     * the change would leave no active admin. Disabling ends every session of the account.
     */
    update(id: number, change: { role?: Role; disabled?: boolean }): StaffAccount | "not-found" | "last-admin" {
      return db.transaction(() => {
        const row = byId.get(id);
        if (!row) return "not-found" as const;
        const role = change.role ?? row.role;
        const disabled = change.disabled ?? row.disabled === 1;
        const wasActiveAdmin = row.role === "admin" && row.disabled === 0;
        const staysActiveAdmin = role === "admin" && !disabled;
        if (wasActiveAdmin && !staysActiveAdmin && activeAdmins.get()!.n <= 1) return "last-admin" as const;
        db.prepare("UPDATE staff_accounts SET role = ?, disabled = ?, updated_at = ? WHERE id = ?").run(role, disabled ? 1 : 0, iso(), id);
        if (disabled) endSessions.run(id);
        return toAccount(byId.get(id)!);
      })();
    },

    /** Sets a new password and ends every session of the account. */
    async setPassword(id: number, password: string): Promise<boolean> {
      const hash = await hashPassword(password);
      return db.transaction(() => {
        const at = iso();
        const { changes } = db
          .prepare("UPDATE staff_accounts SET password_hash = ?, password_changed_at = ?, updated_at = ? WHERE id = ?")
          .run(hash, at, at, id);
        endSessions.run(id);
        return changes > 0;
      })();
    },

    recordLogin: (id: number) => {
      db.prepare("UPDATE staff_accounts SET last_login_at = ? WHERE id = ?").run(iso(), id);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

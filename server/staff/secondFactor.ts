/**
 * The second factor: a TOTP secret per account (RFC 6238: 30-second steps, 6 digits, SHA-1, what
 * every authenticator app speaks) and 10 single-use recovery codes. Enrolment has two steps, so a
 * secret is in force only once the person has shown their app produces its codes. A code is
 * accepted one step either side of the server's clock (phones drift); the step of the last code
 * accepted is kept, so that code and every earlier one cannot be used again. Recovery codes are 50
 * random bits each, stored as SHA-256 (a slow hash adds nothing to codes that random).
 */
import crypto from "node:crypto";
import { generateSecret, generateURI, verifySync } from "otplib";
import type { Db } from "../platform/database";
import { systemClock, type Clock } from "../platform/clock";

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** The name authenticator apps show above the account's email. */
export const TOTP_ISSUER = "QWP staff";
/** Crockford's base32 alphabet, lower case: no i, l, o or u to misread. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export type FactorUsed = "totp" | "recovery";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** What a person may type for a recovery code: any case, with or without the hyphen or spaces. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte & 31]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

type FactorRow = { totp_secret: string | null; totp_pending_secret: string | null; totp_last_step: number | null };

export function createSecondFactor(db: Db, now: Clock = systemClock) {
  const factorOf = db.prepare<[number], FactorRow>("SELECT totp_secret, totp_pending_secret, totp_last_step FROM staff_accounts WHERE id = ?");
  const setPending = db.prepare<[string, number]>("UPDATE staff_accounts SET totp_pending_secret = ? WHERE id = ?");
  const activate = db.prepare<[number, number]>(
    "UPDATE staff_accounts SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ? WHERE id = ?",
  );
  // Conditional, so two requests with the same code cannot both pass.
  const advanceStep = db.prepare<[number, number, number]>(
    "UPDATE staff_accounts SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
  );
  const clear = db.prepare<[number]>("UPDATE staff_accounts SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ?");
  const removeCodes = db.prepare<[number]>("DELETE FROM staff_recovery_codes WHERE staff_id = ?");
  const insertCode = db.prepare<[number, string]>("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)");
  const spendCode = db.prepare<[string, number, string]>(
    "UPDATE staff_recovery_codes SET used_at = ? WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL",
  );
  const codesLeft = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL");

  const epochSeconds = () => Math.floor(now() / 1000);

  /** The time step of `code` for `secret`, or null when it is not a current code (or not newer than `after`). */
  function matchingStep(secret: string, code: string, after: number | null): number | null {
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
    try {
      const result = verifySync({
        secret,
        token: code,
        epoch: epochSeconds(),
        period: TOTP_PERIOD_S,
        digits: TOTP_DIGITS,
        epochTolerance: TOTP_PERIOD_S,
        ...(after === null ? {} : { afterTimeStep: after }),
      });
      return result.valid && "timeStep" in result ? result.timeStep : null;
    } catch {
      // otplib refuses a last step ahead of the clock (the clock went back): no code is good then.
      return null;
    }
  }

  return {
    has: (staffId: number) => Boolean(factorOf.get(staffId)?.totp_secret),

    recoveryCodesLeft: (staffId: number) => codesLeft.get(staffId)!.n,

    /** Starts (or restarts) enrolment: a new secret, in force only after confirm(). Null if a factor exists. */
    begin(staffId: number, email: string): { secret: string; otpauthUri: string } | null {
      if (factorOf.get(staffId)?.totp_secret) return null;
      const secret = generateSecret();
      setPending.run(secret, staffId);
      return { secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_S, digits: TOTP_DIGITS }) };
    },

    /** Puts the pending secret in force if `code` is one of its codes; returns the new recovery codes. */
    confirm(staffId: number, code: string): string[] | "no-enrolment" | "wrong-code" {
      const row = factorOf.get(staffId);
      if (!row?.totp_pending_secret || row.totp_secret) return "no-enrolment";
      const step = matchingStep(row.totp_pending_secret, code.trim(), null);
      if (step === null) return "wrong-code";
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      db.transaction(() => {
        activate.run(step, staffId);
        removeCodes.run(staffId);
        for (const recovery of codes) insertCode.run(staffId, sha256(normaliseRecoveryCode(recovery)));
      })();
      return codes;
    },

    /** Checks a sign-in code: a current TOTP code not used before, or an unused recovery code (spent now). */
    verify(staffId: number, code: string): FactorUsed | null {
      const row = factorOf.get(staffId);
      if (!row?.totp_secret) return null;
      const typed = code.trim();
      const step = matchingStep(row.totp_secret, typed.replace(/\s/g, ""), row.totp_last_step);
      if (step !== null) return advanceStep.run(step, staffId, step).changes === 1 ? "totp" : null;
      const recovery = normaliseRecoveryCode(typed);
      if (recovery.length !== 10) return null;
      const spent = spendCode.run(new Date(now()).toISOString(), staffId, sha256(recovery));
      return spent.changes === 1 ? "recovery" : null;
    },

    /** Removes the factor and its recovery codes (the account enrols again at its next sign-in). */
    reset(staffId: number) {
      db.transaction(() => {
        clear.run(staffId);
        removeCodes.run(staffId);
      })();
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;

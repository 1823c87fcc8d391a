/**
 * The server-verified bot check on both forms: an ALTCHA proof-of-work challenge (protocol v2,
 * PBKDF2/SHA-256, `altcha-lib`). GET /api/challenge hands one out, signed with the server's HMAC
 * secret and expiring after 10 minutes; a submission carries its solution in the body field
 * `altcha`. A solution is accepted once (remembered until its challenge expires, in the same
 * transaction as the stored row) and not sooner than 3 seconds after its challenge was issued:
 * nobody fills in a form faster, scripts do.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Db } from "../platform/database";
import { englishText } from "../platform/language";
import { Refusal } from "../platform/refusal";

export const BOT_CHECK_FIELD = "altcha";
export const CHALLENGE_TTL_MS = 10 * 60_000;

export const BOT_CHECK_MISSING = englishText("botCheckMissing");
export const BOT_CHECK_INVALID = englishText("botCheckInvalid");
export const BOT_CHECK_EXPIRED = englishText("botCheckExpired");
export const BOT_CHECK_REUSED = englishText("botCheckReused");
export const BOT_CHECK_TOO_FAST = englishText("botCheckTooFast");

export type BotCheckSettings = {
  /** HMAC secret; when unset, one is generated and kept in `keyFile`. */
  hmacKey?: string;
  keyFile: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution's counter is drawn from [maxNumber / 4, maxNumber]: the work a browser does. */
  maxNumber: number;
  /** A solution sent sooner than this after its challenge was issued is refused. */
  minFillMs: number;
};

/** A refused check: `400 { message, errors: { altcha } }`. */
export class BotCheckError extends Refusal {
  constructor(message: string) {
    super(400, { message, errors: { [BOT_CHECK_FIELD]: message } });
  }
}

/** A verified solution, not yet spent: `spend` marks it used (inside the caller's transaction). */
export type VerifiedCheck = { id: string; expiresAt: number };

/**
 * The secret from ALTCHA_HMAC_KEY, else the one kept beside the database (created on first run,
 * readable by the server's account only).
 */
export function resolveHmacKey(settings: Pick<BotCheckSettings, "hmacKey" | "keyFile">): string {
  if (settings.hmacKey) return settings.hmacKey;
  try {
    const stored = fs.readFileSync(settings.keyFile, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(settings.keyFile), { recursive: true });
  const key = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(settings.keyFile, `${key}\n`, { mode: 0o600 });
  fs.chmodSync(settings.keyFile, 0o600);
  return key;
}

/** Reads the `altcha` body field: base64 JSON `{ challenge, solution }`, as the ALTCHA widget sends it. */
function parsePayload(value: unknown): Payload | undefined {
  if (typeof value !== "string" || value.length > 4000) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Payload;
    const parameters = parsed?.challenge?.parameters;
    if (!parameters || typeof parameters !== "object" || typeof parsed.challenge.signature !== "string") return undefined;
    if (!parsed.solution || typeof parsed.solution !== "object") return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

export function createBotCheck(db: Db, settings: BotCheckSettings, clock: () => number = Date.now) {
  const hmacSignatureSecret = resolveHmacKey(settings);
  // A second secret for the derived-key signature (verification by HMAC instead of re-deriving).
  const hmacKeySignatureSecret = crypto.createHmac("sha256", hmacSignatureSecret).update("altcha-derived-key").digest("hex");
  const markUsed = db.prepare("INSERT OR IGNORE INTO altcha_used (challenge_id, expires_at) VALUES (?, ?)");
  const purgeUsed = db.prepare("DELETE FROM altcha_used WHERE expires_at < ?");
  let lastPurge = 0;

  return {
    settings,

    /** A new challenge: the JSON GET /api/challenge answers. */
    async challenge(): Promise<Challenge> {
      const issuedAt = clock();
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: settings.cost,
        counter: randomInt(settings.maxNumber, Math.max(1, Math.floor(settings.maxNumber / 4))),
        deriveKey,
        // Signed with the rest: when it was issued, when a person could have filled in a form, and
        // when it expires. (Not ALTCHA's own `expiresAt`, which the library checks against the
        // system clock: the server's clock is injectable, and tests move it.)
        data: { issuedAt, notBefore: issuedAt + settings.minFillMs, expiresAt: issuedAt + CHALLENGE_TTL_MS },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    /** Checks the `altcha` field; throws BotCheckError when it is missing, wrong, expired or too fast. */
    async verify(value: unknown): Promise<VerifiedCheck> {
      if (value === undefined || value === null || value === "") throw new BotCheckError(BOT_CHECK_MISSING);
      const payload = parsePayload(value);
      if (!payload) throw new BotCheckError(BOT_CHECK_INVALID);
      const { parameters } = payload.challenge;
      const now = clock();
      const expiresAt = Number(parameters.data?.expiresAt);
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        throw new BotCheckError(BOT_CHECK_INVALID);
      }
      if (result.expired) throw new BotCheckError(BOT_CHECK_EXPIRED);
      if (!result.verified) throw new BotCheckError(BOT_CHECK_INVALID);
      // The signature covers these: they are what this server wrote.
      if (!Number.isFinite(expiresAt) || now > expiresAt) throw new BotCheckError(BOT_CHECK_EXPIRED);
      const notBefore = Number(parameters.data?.notBefore);
      if (!Number.isFinite(notBefore) || now < notBefore) throw new BotCheckError(BOT_CHECK_TOO_FAST);
      return { id: payload.challenge.signature as string, expiresAt };
    },

    /**
     * Marks the solution used; throws BotCheckError when it already was. Call inside the
     * transaction that stores the submission, so a refused or failed write spends nothing.
     */
    spend(check: VerifiedCheck) {
      const now = clock();
      if (now - lastPurge > 60 * 60_000) {
        purgeUsed.run(new Date(now).toISOString());
        lastPurge = now;
      }
      const inserted = markUsed.run(check.id, new Date(check.expiresAt).toISOString());
      if (inserted.changes === 0) throw new BotCheckError(BOT_CHECK_REUSED);
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;

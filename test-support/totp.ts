/**
 * The authenticator app's side of the second factor, for tests: codes computed with otplib from
 * the secret the server handed out, at the time the test's clock says.
 */
import { generateSync } from "otplib";
import { TOTP_DIGITS, TOTP_PERIOD_S } from "../server/staff/secondFactor";

/** The 6-digit code an authenticator app shows at `atMs` (milliseconds since the epoch). */
export function totpCode(secret: string, atMs: number = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(atMs / 1000), period: TOTP_PERIOD_S, digits: TOTP_DIGITS });
}

/** The secret inside an otpauth:// address (what a phone reads from the QR code). */
export const secretOfUri = (uri: string) => new URL(uri).searchParams.get("secret") ?? "";

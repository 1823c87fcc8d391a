/**
 * Staff passwords: Argon2id with OWASP's recommended parameters (19 MiB memory, 2 passes,
 * 1 lane), through @node-rs/argon2. The hash string carries its own parameters and salt, so
 * stronger settings later still verify old hashes. Passwords are never logged or stored plain.
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { isCommonPassword } from "./commonPasswords";

// Algorithm is a const enum the compiler cannot inline per file here; 2 is its Argon2id member.
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG = `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
export const PASSWORD_TOO_COMMON = "This password is on the list of common passwords. Choose a longer, less predictable one.";
export const PASSWORD_IS_EMAIL = "The password must not contain the email address or the name.";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash, so an unknown email costs the same time as a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password: it only spends the same time");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The policy's complaint about a new password, or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if ([...password].length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  const lower = password.toLowerCase();
  const local = context.email?.split("@")[0]?.toLowerCase();
  const name = context.name?.replace(/\s+/g, "").toLowerCase();
  if ((local && local.length >= 4 && lower.includes(local)) || (name && name.length >= 4 && lower.includes(name))) {
    return PASSWORD_IS_EMAIL;
  }
  return null;
}

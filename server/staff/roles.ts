/**
 * Staff roles, least privilege: `admin` may do everything (and alone manages staff accounts and
 * reads the audit log), `editor` runs news, events, media, services and products, content, translations and site settings, `office` reads contact
 * messages and membership applications. An editor never sees a CNIC. The list itself lives with
 * the console's validation rules so browser and server share it.
 */
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from "../../contract/validation/staff";

export const ROLES = STAFF_ROLES;
export const ROLE_LABELS = STAFF_ROLE_LABELS;
export type Role = StaffRole;

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** `admin` passes every role check; others only their own. */
export const roleAllows = (role: Role, allowed: readonly Role[]) => role === "admin" || allowed.includes(role);

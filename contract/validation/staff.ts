/**
 * Rules for the staff console's forms (sign-in, new staff account). The console (Formik) and the
 * server validate with these same schemas. The server adds what only it can check: the list of
 * common passwords and whether an email is already taken.
 */
import * as Yup from "yup";
import { STAFF_NAME_HIDDEN_RULE, STAFF_NAME_RULE, gitKeepsName, nameShowsAsWritten } from "./staffName";

export const STAFF_ROLES = ["admin", "editor", "office"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the roles are named to people. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  editor: "Editor",
  office: "Office",
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything, plus staff accounts and the audit log",
  editor: "News, events, media, services and products, content, translations and site settings",
  office: "Contact messages and membership applications",
};

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 256;

export type SignInValues = { email: string; password: string };

export const SIGN_IN_SCHEMA = Yup.object({
  email: Yup.string().trim().max(254, "Enter a valid email address").required("Enter your email address"),
  // Never trimmed: spaces may be part of a password.
  password: Yup.string().max(STAFF_PASSWORD_MAX, "The password is too long").required("Enter your password"),
});

export type SecondFactorValues = { code: string };

/**
 * The second step of sign-in, and the confirmation of a new authenticator: the 6-digit code from
 * the app, or at sign-in one of the recovery codes (10 letters and digits, hyphen optional).
 */
export const SECOND_FACTOR_SCHEMA = Yup.object({
  code: Yup.string().trim().max(40, "Enter the 6-digit code from your app, or a recovery code").required("Enter the code from your authenticator app"),
});

export type NewStaffValues = { name: string; email: string; role: StaffRole | ""; password: string };

export const NEW_STAFF_SCHEMA = Yup.object({
  name: Yup.string()
    .trim()
    .min(2, "Enter the person's full name")
    .max(100, "The name must be at most 100 characters")
    .test("shows-as-written", STAFF_NAME_HIDDEN_RULE, (name) => name === undefined || nameShowsAsWritten(name))
    .test("git-keeps-name", STAFF_NAME_RULE, (name) => name === undefined || gitKeepsName(name))
    .required("Name is required"),
  email: Yup.string().trim().lowercase().email("Enter a valid email address").max(254, "Enter a valid email address").required("Email is required"),
  role: Yup.string().oneOf([...STAFF_ROLES], "Choose a role").required("Choose a role"),
  password: Yup.string()
    .min(STAFF_PASSWORD_MIN, `The password must be at least ${STAFF_PASSWORD_MIN} characters long.`)
    .max(STAFF_PASSWORD_MAX, `The password must be at most ${STAFF_PASSWORD_MAX} characters long.`)
    .required("Password is required"),
});

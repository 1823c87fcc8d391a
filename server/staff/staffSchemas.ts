/**
 * The route schemas of staff sign-in and accounts: sessions, the second factor, the staff list and
 * the audit log. Sign-in and new-account bodies take their shape from contract/validation/staff.ts,
 * whose rules and messages decide the rest.
 */
import { NEW_STAFF_SCHEMA, SECOND_FACTOR_SCHEMA, SIGN_IN_SCHEMA, STAFF_ROLES } from "../../contract/validation/staff";
import { bodyShapeOf } from "../platform/bodyValidation";
import { DATABASE_ID, NO_BODY, NO_CONTENT, answerObject, errorAnswers, pageQuery, pathParams } from "../platform/routeSchemas";
import { BAD_DISABLED, BAD_PAGE, BAD_ROLE, NOTHING_TO_CHANGE, STAFF_NOT_FOUND } from "./messages";

const text = { type: "string" } as const;
const textOrNull = { type: ["string", "null"] } as const;
const ROLE = { type: "string", enum: [...STAFF_ROLES] } as const;

const USER = answerObject({ email: text, name: text, role: ROLE, secondFactor: { type: "boolean" } });
/** Who is signed in; `enrol` when the role needs a second factor first. */
const WHO_AM_I = answerObject({ user: USER, enrol: { type: "boolean" } }, ["enrol"]);

export const SIGN_IN_ROUTE_SCHEMA = {
  summary: "Sign in with email and password (then the code, for an account with a second factor)",
  body: bodyShapeOf(SIGN_IN_SCHEMA),
  response: {
    // Either who is signed in, or `secondFactor` alone when the code must come next.
    200: answerObject({ ...WHO_AM_I.properties, secondFactor: { type: "string", enum: ["totp"] } }, ["user", "enrol", "secondFactor"]),
    ...errorAnswers(400, 401, 429),
  },
} as const;

export const SIGN_IN_CODE_SCHEMA = {
  summary: "The second step: a code of the authenticator app, or a recovery code",
  body: bodyShapeOf(SECOND_FACTOR_SCHEMA),
  response: { 200: WHO_AM_I, ...errorAnswers(400, 401, 429) },
} as const;

export const WHO_AM_I_SCHEMA = { summary: "Who is signed in", response: { 200: WHO_AM_I, ...errorAnswers(401) } } as const;
export const SIGN_OUT_SCHEMA = { summary: "Sign out", response: { 204: NO_CONTENT } } as const;

export const ENROL_SCHEMA = {
  summary: "Start enrolling a second factor: a new secret and its otpauth:// address",
  body: NO_BODY,
  response: { 200: answerObject({ secret: text, otpauthUri: text }), ...errorAnswers(409) },
} as const;

export const CONFIRM_ENROL_SCHEMA = {
  summary: "Put the new secret in force with one of its codes; answers the recovery codes, this once",
  body: bodyShapeOf(SECOND_FACTOR_SCHEMA),
  response: { 200: answerObject({ recoveryCodes: { type: "array", items: text } }), ...errorAnswers(400, 409) },
} as const;

const SESSION = answerObject({ createdAt: text, lastSeenAt: text, clientIp: textOrNull, userAgent: textOrNull, current: { type: "boolean" } });
export const MY_SESSIONS_SCHEMA = { summary: "The account's sessions", response: { 200: answerObject({ sessions: { type: "array", items: SESSION } }) } } as const;
export const SIGN_OUT_EVERYWHERE_SCHEMA = { summary: "End every session of the account", response: { 204: NO_CONTENT } } as const;

const ACCOUNT = answerObject({ id: { type: "integer" }, email: text, name: text, role: ROLE, disabled: { type: "boolean" }, createdAt: text, lastLoginAt: textOrNull });
const ONE_ACCOUNT = answerObject({ staff: ACCOUNT });

export const STAFF_LIST_SCHEMA = { summary: "Every staff account", response: { 200: answerObject({ staff: { type: "array", items: ACCOUNT } }) } } as const;
export const NEW_STAFF_ROUTE_SCHEMA = { summary: "Add a staff account", body: bodyShapeOf(NEW_STAFF_SCHEMA), response: { 201: ONE_ACCOUNT, ...errorAnswers(400, 409) } } as const;

export const CHANGE_STAFF_SCHEMA = {
  summary: "Change an account's role or disabled state",
  params: pathParams("id", DATABASE_ID, STAFF_NOT_FOUND),
  body: {
    type: "object",
    properties: { role: { ...ROLE, errorMessage: BAD_ROLE }, disabled: { type: "boolean", errorMessage: BAD_DISABLED } },
    errorMessage: { type: NOTHING_TO_CHANGE },
  },
  response: { 200: ONE_ACCOUNT, ...errorAnswers(400, 404, 409) },
} as const;

const AUDIT_ENTRY = answerObject({ id: { type: "integer" }, at: text, actor: text, action: text, target: textOrNull, detail: { type: ["object", "null"], additionalProperties: true } });

export const AUDIT_SCHEMA = {
  summary: "The audit log, 25 a page, newest first",
  querystring: pageQuery(BAD_PAGE),
  response: { 200: answerObject({ entries: { type: "array", items: AUDIT_ENTRY }, totalPages: { type: "integer" } }), ...errorAnswers(400) },
} as const;

/** Any other path under /api/admin: 404, in every method (one route for all methods reads no body). */
export const UNKNOWN_ADMIN_ROUTE_SCHEMA = {
  summary: "Any other console path: 404",
  params: { type: "object", properties: { "*": { type: "string" } } },
  response: errorAnswers(404),
} as const;

/**
 * The public forms' route schemas: the bodies' shape from the forms' own Yup schemas (whose rules
 * and messages decide the rest), and the answers.
 */
import { CONTACT_SCHEMA } from "../../contract/validation/contact";
import { MEMBERSHIP_SCHEMA } from "../../contract/validation/membership";
import { bodyShapeOf } from "../platform/bodyValidation";
import { ANY_OBJECT, errorAnswers } from "../platform/routeSchemas";
import { BOT_CHECK_FIELD } from "./botCheck";

const STORED = { type: "object", required: ["message"], properties: { message: { type: "string" } } } as const;
const ANSWERS = { 201: STORED, ...errorAnswers(400, 422) } as const;

export const CHALLENGE_SCHEMA = {
  summary: "A bot check (ALTCHA v2 challenge) to solve before sending a form",
  response: { 200: ANY_OBJECT },
} as const;

/** The bot check's solution is read by the bot check itself, which answers for any value. */
export const CONTACT_ROUTE_SCHEMA = {
  summary: "Send a contact message (needs a solved bot check in `altcha`)",
  body: bodyShapeOf(CONTACT_SCHEMA, [BOT_CHECK_FIELD]),
  response: ANSWERS,
} as const;

export const MEMBERSHIP_ROUTE_SCHEMA = {
  summary: "Apply for membership (needs a solved bot check in `altcha`)",
  body: bodyShapeOf(MEMBERSHIP_SCHEMA, [BOT_CHECK_FIELD]),
  response: ANSWERS,
} as const;

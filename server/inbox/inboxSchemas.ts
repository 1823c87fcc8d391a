/**
 * The office inbox's route schemas (contacts and applications alike). The list's filter is checked
 * here, each field with the message the console shows beside it; only the rule that ties two fields
 * together (a date range in order) stays in the route.
 */
import { APPLICATION_STATUSES, CONTACT_STATUSES, NOTE_MAX, SEARCH_MAX } from "../../contract/validation/inbox";
import { PROVINCES } from "../../contract/validation/forms";
import { ITEM_NOT_FOUND, type InboxKind } from "./inboxRepository";
import { ANY_OBJECT, DATABASE_ID, NO_CONTENT, answerObject, errorAnswers, filterQuery, pathParams, trimmedText } from "../platform/routeSchemas";
import { BLANK_OR_DAY } from "../platform/schemaValidation";
import { BAD_PAGE } from "../staff/messages";

export const NOTHING_TO_UPDATE = "Send a status or a note to change.";
export const STATUSES: Record<InboxKind, readonly string[]> = { contacts: CONTACT_STATUSES, applications: APPLICATION_STATUSES };
export const chooseStatus = (kind: InboxKind) => `Choose one of: ${STATUSES[kind].join(", ")}.`;

export const BAD_FILTER = "The search or filter is not valid.";
export const DATES_REVERSED = "The end date is before the start date.";

const oneOf = (values: readonly string[]) => values.join("|");
const search = (description: string) => ({ type: "string", pattern: `^\\s*[\\s\\S]{0,${SEARCH_MAX}}\\s*$`, errorMessage: `Search for at most ${SEARCH_MAX} characters.`, description }) as const;
const date = (description: string) => ({ type: "string", format: BLANK_OR_DAY, errorMessage: "Give the date as YYYY-MM-DD.", description }) as const;

/** The list's filter: each field trimmed, blank meaning any (the date range's order is the route's rule). */
const FILTER = {
  contacts: {
    q: search("searches name, email and phone"),
    status: trimmedText(oneOf(CONTACT_STATUSES), chooseStatus("contacts"), `one of ${CONTACT_STATUSES.join(", ")}`),
  },
  applications: {
    q: search("searches name, email, mobile and CNIC"),
    status: trimmedText(oneOf(APPLICATION_STATUSES), chooseStatus("applications"), `one of ${APPLICATION_STATUSES.join(", ")}`),
    province: trimmedText(oneOf(PROVINCES), "Choose a province from the list.", "a province of the membership form"),
    wing: trimmedText("[a-z0-9-]{1,80}", "Choose a wing from the list.", "a wing's slug"),
    from: date("arrival date from, YYYY-MM-DD (UTC, inclusive)"),
    to: date("arrival date to, YYYY-MM-DD (UTC, inclusive)"),
  },
} as const;

/** The schemas of one kind's routes. */
export function inboxSchemas(kind: InboxKind) {
  const querystring = filterQuery(BAD_PAGE, BAD_FILTER, FILTER[kind]);
  const params = pathParams("id", DATABASE_ID, ITEM_NOT_FOUND[kind]);
  const one = answerObject({ item: { ...ANY_OBJECT, description: "every field, status, note and history: [{ at, actor, status, note }]" } });
  return {
    list: {
      summary: `The ${kind}, 20 a page, newest first`,
      querystring,
      response: {
        200: answerObject({ items: { type: "array", items: ANY_OBJECT }, total: { type: "integer" }, page: { type: "integer" }, totalPages: { type: "integer" } }),
        ...errorAnswers(400),
      },
    },
    csv: { summary: `The filter's ${kind} as CSV`, querystring, response: { 200: { type: "string", description: "text/csv, UTF-8 with BOM" }, ...errorAnswers(400) } },
    item: { params, response: { 200: one, ...errorAnswers(404) } },
    update: {
      params,
      body: {
        type: "object",
        properties: {
          status: { type: "string", enum: [...STATUSES[kind]], errorMessage: chooseStatus(kind) },
          note: { type: "string", maxLength: NOTE_MAX, errorMessage: `A note is text of at most ${NOTE_MAX} characters.` },
        },
        errorMessage: { type: NOTHING_TO_UPDATE },
      },
      response: { 200: one, ...errorAnswers(400, 404) },
    },
    remove: { params, response: { 204: NO_CONTENT, ...errorAnswers(404) } },
  } as const;
}

export const INBOX_SUMMARY_SCHEMA = {
  summary: "How many new contacts and applications there are",
  response: {
    200: answerObject({ contacts: answerObject({ new: { type: "integer" } }), applications: answerObject({ new: { type: "integer" } }) }),
  },
} as const;

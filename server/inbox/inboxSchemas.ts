/**
 * The office inbox's route schemas (contacts and applications alike). The list's filter keeps its
 * checks in the route, where the rules that tie fields together live (a date range in order) and
 * the console gets each field's message; here its fields are declared as the text they are.
 */
import { APPLICATION_STATUSES, CONTACT_STATUSES, NOTE_MAX } from "../../contract/validation/inbox";
import type { InboxKind } from "./inboxRepository";
import { ANY_OBJECT, DATABASE_ID, NO_CONTENT, answerObject, errorAnswers, pageQuery, pathParams } from "../platform/routeSchemas";
import { BAD_PAGE } from "../staff/messages";

export const ITEM_NOT_FOUND = { contacts: "There is no contact message with this id.", applications: "There is no membership application with this id." };
export const NOTHING_TO_UPDATE = "Send a status or a note to change.";
export const STATUSES: Record<InboxKind, readonly string[]> = { contacts: CONTACT_STATUSES, applications: APPLICATION_STATUSES };
export const chooseStatus = (kind: InboxKind) => `Choose one of: ${STATUSES[kind].join(", ")}.`;

const text = (description: string) => ({ type: "string", description }) as const;

const FILTER = {
  contacts: { q: text("searches name, email and phone"), status: text(`one of ${CONTACT_STATUSES.join(", ")}`) },
  applications: {
    q: text("searches name, email, mobile and CNIC"),
    status: text(`one of ${APPLICATION_STATUSES.join(", ")}`),
    province: text("a province of the membership form"),
    wing: text("a wing's slug"),
    from: text("arrival date from, YYYY-MM-DD (UTC, inclusive)"),
    to: text("arrival date to, YYYY-MM-DD (UTC, inclusive)"),
  },
} as const;

/** The schemas of one kind's routes. */
export function inboxSchemas(kind: InboxKind) {
  const querystring = { type: "object", properties: { ...pageQuery(BAD_PAGE).properties, ...FILTER[kind] } } as const;
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

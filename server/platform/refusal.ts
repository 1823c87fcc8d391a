/**
 * A request the server will not answer with what was asked: a handler or a service throws it, and the
 * app's one error handler (server/app.ts) answers with its status, headers and body. Routes never
 * write a 4xx or 5xx themselves, so every refusal has the same shape and passes the same hooks.
 */
import type { FastifyReply } from "fastify";

export type RefusalBody = {
  message: string;
  /** Each refused field's own message; the Content section's list of `{ field, message }` (JSON Pointers). */
  errors?: Record<string, string> | ReadonlyArray<{ field: string; message: string }>;
  [field: string]: unknown;
};

export class Refusal extends Error {
  readonly status: number;
  readonly body: RefusalBody | string;
  readonly headers: Record<string, string>;
  /** `body` a string: an HTML page (a server-made 404, say), sent as `text/html` unless `headers` say otherwise. */
  constructor(status: number, body: RefusalBody | string, headers: Record<string, string> = {}) {
    super(typeof body === "string" ? `refused ${status}` : body.message);
    this.name = "Refusal";
    this.status = status;
    this.body = body;
    this.headers = typeof body === "string" ? { "Content-Type": "text/html; charset=utf-8", ...headers } : headers;
  }
}

/** The answer a refusal is: its status, headers and body. Only the app's error handler calls it (server/app.ts). */
export const answerRefusal = (reply: FastifyReply, refusal: Refusal) => reply.code(refusal.status).headers(refusal.headers).send(refusal.body);

/** 400 with the sentence and, when given, each refused field's own message. */
export const badRequest = (message: string, errors?: Record<string, string>) => new Refusal(400, errors ? { message, errors } : { message });
/** 404: nothing by that name. */
export const notFound = (message: string) => new Refusal(404, { message });
/** 409: the thing changed or exists already. */
export const conflict = (message: string, extra: Omit<RefusalBody, "message"> = {}) => new Refusal(409, { message, ...extra });

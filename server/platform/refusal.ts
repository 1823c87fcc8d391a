/**
 * How a handler, hook or service refuses a request: it throws a Refusal, and the app's one error
 * handler answers with its status, headers and body. Routes never write a 4xx or 5xx themselves, so
 * every refusal has the same shape and the same security and cache headers.
 */
export type RefusalBody = { message: string; errors?: Record<string, string> } & Record<string, unknown>;

export class Refusal extends Error {
  readonly statusCode: number;
  readonly body: RefusalBody;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, body: RefusalBody | string, headers: Record<string, string> = {}) {
    const shaped = typeof body === "string" ? { message: body } : body;
    super(shaped.message);
    this.name = "Refusal";
    this.statusCode = statusCode;
    this.body = shaped;
    this.headers = headers;
  }
}

type Body = RefusalBody | string;
export const badRequest = (body: Body) => new Refusal(400, body);
export const unauthorized = (body: Body, headers?: Record<string, string>) => new Refusal(401, body, headers);
export const forbidden = (body: Body) => new Refusal(403, body);
export const notFound = (body: Body) => new Refusal(404, body);
export const conflict = (body: Body) => new Refusal(409, body);
export const payloadTooLarge = (body: Body) => new Refusal(413, body);
export const unprocessable = (body: Body) => new Refusal(422, body);
export const tooManyRequests = (body: Body, retryAfterS: number) => new Refusal(429, body, { "Retry-After": String(retryAfterS) });
export const unavailable = (body: Body, retryAfterS?: number) =>
  new Refusal(503, body, retryAfterS === undefined ? {} : { "Retry-After": String(retryAfterS) });

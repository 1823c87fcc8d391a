/**
 * What every public form's POST does, in one place: the body validated with the browser's own Yup
 * schema in the request's language (only the schema's fields kept), the Idempotency-Key read, the
 * bot check verified (server/forms/botCheck.ts, field `altcha`) and spent in the same transaction
 * as the stored submission, the rate limit, and the refusals counted. Each form gives its schema,
 * its normalisation and how it stores; /api/contacts, /api/join-qwp and an event's attendance use it.
 */
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { AnyObjectSchema } from "yup";
import type { Lang } from "../../contract/i18n/locales";
import { clientKey } from "../platform/clientKey";
import { acceptedLang, englishText } from "../platform/language";
import { HONEYPOT_REJECTED, hasOwn, validateWith } from "../platform/bodyValidation";
import type { FormMetrics, FormName } from "../platform/metrics";
import {
  IdempotencyConflictError,
  hashPayload,
  type Idempotency,
  type StoredAnswer,
  type SubmissionMeta,
  type SubmissionRepository,
} from "./submissions";
import { BOT_CHECK_FIELD, BOT_CHECK_MISSING, BotCheckError, type BotCheck, type VerifiedCheck } from "./botCheck";

export const BAD_IDEMPOTENCY_KEY = englishText("badIdempotencyKey");

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export type FormPlumbing = {
  submissions: SubmissionRepository;
  rateLimit: RateLimitOptions | false;
  botCheck: BotCheck;
  clock?: () => number;
  metrics?: FormMetrics;
};

/**
 * Stores a valid submission (or answers without storing, e.g. 409): `spend` must run inside the
 * storing transaction, before the write, so a solution is spent exactly when a submission is kept.
 */
export type StoreSubmission<T> = (values: T, idem: Idempotency | undefined, request: FastifyRequest, spend: () => void) => StoredAnswer;

function idempotencyOf(request: FastifyRequest, route: string, values: unknown): Idempotency | undefined | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header).trim().replace(/^"(.*)"$/, "$1");
  if (!IDEMPOTENCY_KEY.test(key)) return null;
  return { key, route, client: clientKey(request), requestHash: hashPayload(values) };
}

const botCheckValue = (body: unknown) =>
  body && typeof body === "object" && hasOwn(body, BOT_CHECK_FIELD) ? (body as Record<string, unknown>)[BOT_CHECK_FIELD] : undefined;

function answer(reply: FastifyReply, stored: StoredAnswer) {
  if (stored.replayed) reply.header("Idempotent-Replayed", "true");
  return reply.code(stored.status).send(stored.body);
}

export function createFormSubmission({ submissions, rateLimit, botCheck, clock = Date.now, metrics }: FormPlumbing) {
  return {
    /** Where a submission came from, as the stored rows keep it (cleared by the retention job). */
    metaOf: (request: FastifyRequest): SubmissionMeta & { now: Date } => ({
      clientIp: request.ip,
      userAgent: (request.headers["user-agent"] ?? "").slice(0, 300) || undefined,
      now: new Date(clock()),
    }),

    /** The route's options: the forms' rate limit, each refusal by it counted. */
    routeOptions: (form: FormName): RouteShorthandOptions => ({
      config: { rateLimit: rateLimit && { ...rateLimit, onExceeded: () => metrics?.refused(form, "rate_limited") } },
    }),

    /**
     * The route's handler: validate, read the key, verify the bot check, store (or replay) and answer.
     * A key belongs to its route: `routeOf` names it when one form posts to many addresses (each event's).
     */
    handler:
      <T>(
        form: FormName,
        schemaOf: (lang: Lang) => AnyObjectSchema,
        normalise: (values: T) => T,
        store: StoreSubmission<T>,
        routeOf: (request: FastifyRequest) => string = () => form,
      ) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        // The rules are the same in every language; only their messages follow the request's.
        const schema = schemaOf(acceptedLang(request.headers["accept-language"]));
        const result = await validateWith<T>(schema, request.body);
        if (!result.ok) {
          metrics?.refused(form, result.body.message === HONEYPOT_REJECTED ? "honeypot" : "invalid");
          return reply.code(result.status).send(result.body);
        }
        const values = normalise(result.values);
        const idem = idempotencyOf(request, routeOf(request), values);
        if (idem === null) {
          metrics?.refused(form, "idempotency_key");
          return reply.code(400).send({ message: BAD_IDEMPOTENCY_KEY, errors: {} });
        }
        try {
          // A retry of a stored submission is answered from its key: the first attempt spent its solution.
          let check: VerifiedCheck | undefined;
          if (!idem || !submissions.hasAnswer(idem)) check = await botCheck.verify(botCheckValue(request.body));
          const spend = () => {
            if (!check) throw new BotCheckError(BOT_CHECK_MISSING);
            botCheck.spend(check);
          };
          const stored = store(values, idem, request, spend);
          if (stored.status === 201 && !stored.replayed) metrics?.stored(form);
          return answer(reply, stored);
        } catch (error) {
          if (error instanceof BotCheckError) {
            metrics?.refused(form, "bot_check");
            return reply.code(400).send(error.body);
          }
          if (error instanceof IdempotencyConflictError) {
            metrics?.refused(form, "idempotency_conflict");
            return reply.code(422).send({ message: error.message });
          }
          throw error;
        }
      },
  };
}

export type FormSubmission = ReturnType<typeof createFormSubmission>;

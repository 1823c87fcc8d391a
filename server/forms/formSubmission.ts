/**
 * What every public form's POST does, in one place: the body validated with the browser's own Yup
 * schema in the request's language (only the schema's fields kept), the Idempotency-Key read, the
 * bot check verified (server/forms/botCheck.ts, field `altcha`) and spent in the same transaction
 * as the stored submission, the rate limit, and the refusals counted. A route reads a submission
 * (`read`), decides what its own rules say, stores it (`storeContact`, `storeApplication`, `store`)
 * and answers (`answer`); /api/contacts, /api/join-qwp and an event's attendance use it. Forms
 * know nothing of the features whose forms they take.
 */
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { AnyObjectSchema } from "yup";
import type { Lang } from "../../contract/i18n/locales";
import { clientKey } from "../platform/clientKey";
import { acceptedLang, englishText } from "../platform/language";
import { HONEYPOT_REJECTED, hasOwn, validateWith } from "../platform/bodyValidation";
import type { FormMetrics, FormName, RefusalReason } from "../platform/metrics";
import { Refusal, badRequest } from "../platform/refusal";
import {
  IdempotencyConflictError,
  hashPayload,
  type Idempotency,
  type StoredAnswer,
  type StoredAnswerInput,
  type StoredApplication,
  type StoredContact,
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

/** What one form reads: its name (metrics, and its keys' route unless `route` names another), its schema and normalisation. */
export type FormSpec<T> = {
  form: FormName;
  schemaOf: (lang: Lang) => AnyObjectSchema;
  normalise: (values: T) => T;
  /** Where its keys belong when one form posts to many addresses (each event's). */
  route?: string;
};

/**
 * A submission read from its request, its bot check verified: ready to store. `spend` marks the
 * solution used and must run inside the storing transaction, before the write, so a solution is
 * spent exactly when a submission is kept.
 */
export type Submission<T> = {
  form: FormName;
  values: T;
  idem: Idempotency | undefined;
  meta: SubmissionMeta & { now: Date };
  spend: () => void;
};

function idempotencyOf(request: FastifyRequest, route: string, values: unknown): Idempotency | undefined | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header).trim().replace(/^"(.*)"$/, "$1");
  if (!IDEMPOTENCY_KEY.test(key)) return null;
  return { key, route, client: clientKey(request), requestHash: hashPayload(values) };
}

const botCheckValue = (body: unknown) =>
  body && typeof body === "object" && hasOwn(body, BOT_CHECK_FIELD) ? (body as Record<string, unknown>)[BOT_CHECK_FIELD] : undefined;

export function createFormSubmission({ submissions, rateLimit, botCheck, clock = Date.now, metrics }: FormPlumbing) {
  /** Counts a refusal of `form` by its reason, and throws it on. */
  const refused = (form: FormName, reason: RefusalReason, refusal: Refusal): never => {
    metrics?.refused(form, reason);
    throw refusal;
  };

  /** Runs a store, counting what it stores and what it refuses (a spent solution, a key used with other values). */
  function counted(form: FormName, store: () => StoredAnswer): StoredAnswer {
    try {
      const stored = store();
      if (stored.status === 201 && !stored.replayed) metrics?.stored(form);
      return stored;
    } catch (error) {
      if (error instanceof BotCheckError) return refused(form, "bot_check", error);
      if (error instanceof IdempotencyConflictError) return refused(form, "idempotency_conflict", error);
      throw error;
    }
  }

  return {
    /** The route's options: the forms' rate limit, each refusal by it counted. */
    routeOptions: (form: FormName): RouteShorthandOptions => ({
      config: { rateLimit: rateLimit && { ...rateLimit, onExceeded: () => metrics?.refused(form, "rate_limited") } },
    }),

    /**
     * Reads a submission: the body validated in the request's language (only the schema's fields
     * kept), the Idempotency-Key read, the bot check verified unless the key has a stored answer
     * (a retry: the first attempt spent its solution). What is refused is thrown, counted.
     */
    async read<T>(request: FastifyRequest, { form, schemaOf, normalise, route = form }: FormSpec<T>): Promise<Submission<T>> {
      // The rules are the same in every language; only their messages follow the request's.
      const result = await validateWith<T>(schemaOf(acceptedLang(request.headers["accept-language"])), request.body);
      if (!result.ok) {
        return refused(form, result.body.message === HONEYPOT_REJECTED ? "honeypot" : "invalid", new Refusal(result.status, result.body));
      }
      const values = normalise(result.values);
      const idem = idempotencyOf(request, route, values);
      if (idem === null) return refused(form, "idempotency_key", badRequest(BAD_IDEMPOTENCY_KEY, {}));
      let check: VerifiedCheck | undefined;
      if (!idem || !submissions.hasAnswer(idem)) {
        try {
          check = await botCheck.verify(botCheckValue(request.body));
        } catch (error) {
          if (error instanceof BotCheckError) refused(form, "bot_check", error);
          throw error;
        }
      }
      return {
        form,
        values,
        idem: idem ?? undefined,
        // Where it came from, as the stored rows keep it (cleared by the retention job).
        meta: {
          clientIp: request.ip,
          userAgent: (request.headers["user-agent"] ?? "").slice(0, 300) || undefined,
          now: new Date(clock()),
        },
        spend: () => {
          if (!check) throw new BotCheckError(BOT_CHECK_MISSING);
          botCheck.spend(check);
        },
      };
    },

    /** Stores a contact message (or finds its key's answer). */
    storeContact: (submission: Submission<StoredContact>, answer: StoredAnswerInput) =>
      counted(submission.form, () => submissions.storeContact(submission.values, answer, submission.meta, submission.idem, submission.spend)),

    /** Stores a membership application (or finds its key's answer). */
    storeApplication: (submission: Submission<StoredApplication>, answer: StoredAnswerInput) =>
      counted(submission.form, () => submissions.storeApplication(submission.values, answer, submission.meta, submission.idem, submission.spend)),

    /** Stores another form's submission: `write` inserts its row, in the transaction that keeps its key's answer. */
    store: (submission: Submission<unknown>, write: () => void, answer: StoredAnswerInput) =>
      counted(submission.form, () => submissions.store(write, answer, submission.meta.now, submission.idem, submission.spend)),

    /** Answers with what was stored, or with the answer a retry's key found. */
    answer(reply: FastifyReply, stored: StoredAnswer) {
      if (stored.replayed) reply.header("Idempotent-Replayed", "true");
      return reply.code(stored.status).send(stored.body);
    },
  };
}

export type FormSubmission = ReturnType<typeof createFormSubmission>;

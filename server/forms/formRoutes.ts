/**
 * POST /api/contacts and /api/join-qwp. The body is validated with the very Yup schemas the
 * browser forms use, so the two never disagree; only the schema's own fields are kept. Each new
 * submission must carry a solved bot check (server/forms/botCheck.ts) in the field `altcha`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { AnyObjectSchema } from "yup";
import { HONEYPOT_FIELD, compactPhone, normaliseCnic } from "../../src/validation/forms";
import { clientKey } from "../platform/clientKey";
import type { Lang } from "../../src/i18n/locales";
import { FORM_SCHEMAS } from "./formSchemas";
import { acceptedLang, englishText } from "../platform/language";
import { HONEYPOT_REJECTED, hasOwn, validateWith } from "../platform/bodyValidation";
// The forms' schemas and success texts are the browser's own (its banner shows the same text):
// one source for both.
import { CONTACT_SUCCESS, type ContactValues } from "../../src/validation/contact";
import { MEMBERSHIP_SUCCESS, type MembershipValues } from "../../src/validation/membership";
import {
  IdempotencyConflictError,
  hashPayload,
  type Idempotency,
  type StoredAnswer,
  type SubmissionMeta,
  type SubmissionRepository,
} from "./submissions";
import type { FormMetrics, FormName } from "../platform/metrics";
import { BOT_CHECK_FIELD, BOT_CHECK_MISSING, BotCheckError, type BotCheck, type VerifiedCheck } from "./botCheck";
import { CHALLENGE_SCHEMA, CONTACT_ROUTE_SCHEMA, MEMBERSHIP_ROUTE_SCHEMA } from "./formRouteSchemas";

export const BAD_IDEMPOTENCY_KEY = englishText("badIdempotencyKey");

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyOf(request: FastifyRequest, route: string, values: unknown): Idempotency | undefined | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const key = (Array.isArray(header) ? header[0] : header).trim().replace(/^"(.*)"$/, "$1");
  if (!IDEMPOTENCY_KEY.test(key)) return null;
  return { key, route, client: clientKey(request), requestHash: hashPayload(values) };
}

const metaOf = (request: FastifyRequest, now: number): SubmissionMeta => ({
  clientIp: request.ip,
  userAgent: (request.headers["user-agent"] ?? "").slice(0, 300) || undefined,
  now: new Date(now),
});

const botCheckValue = (body: unknown) =>
  body && typeof body === "object" && hasOwn(body, BOT_CHECK_FIELD) ? (body as Record<string, unknown>)[BOT_CHECK_FIELD] : undefined;

function answer(reply: FastifyReply, stored: StoredAnswer) {
  if (stored.replayed) reply.header("Idempotent-Replayed", "true");
  return reply.code(stored.status).send(stored.body);
}

export async function formRoutes(
  app: FastifyInstance,
  {
    submissions,
    rateLimit,
    botCheck,
    clock = Date.now,
    metrics,
  }: { submissions: SubmissionRepository; rateLimit: RateLimitOptions | false; botCheck: BotCheck; clock?: () => number; metrics?: FormMetrics },
) {
  type Store<T> = (values: T, idem: Idempotency | undefined, request: FastifyRequest, beforeWrite: () => void) => StoredAnswer;

  // Challenges are cheap to make but not free: a client gets a few per submission it may make.
  const challengeLimit: RateLimitOptions | false = rateLimit ? { ...rateLimit, max: Number(rateLimit.max) * 5, allowList: undefined } : false;
  app.get("/challenge", { config: { rateLimit: challengeLimit }, schema: CHALLENGE_SCHEMA }, async () => {
    return botCheck.challenge();
  });

  const limitOf = (form: FormName): RateLimitOptions | false =>
    rateLimit && { ...rateLimit, onExceeded: () => metrics?.refused(form, "rate_limited") };

  const handle =
    <T>(route: FormName, schemaOf: (lang: Lang) => AnyObjectSchema, normalise: (values: T) => T, store: Store<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The rules are the same in every language; only their messages follow the request's.
      const schema = schemaOf(acceptedLang(request.headers["accept-language"]));
      const result = await validateWith<T>(schema, request.body);
      if (!result.ok) {
        metrics?.refused(route, result.body.message === HONEYPOT_REJECTED ? "honeypot" : "invalid");
        return reply.code(result.status).send(result.body);
      }
      const values = normalise(result.values);
      const idem = idempotencyOf(request, route, values);
      if (idem === null) {
        metrics?.refused(route, "idempotency_key");
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
        if (stored.status === 201 && !stored.replayed) metrics?.stored(route);
        return answer(reply, stored);
      } catch (error) {
        if (error instanceof BotCheckError) {
          metrics?.refused(route, "bot_check");
          return reply.code(400).send(error.body);
        }
        if (error instanceof IdempotencyConflictError) {
          metrics?.refused(route, "idempotency_conflict");
          return reply.code(422).send({ message: error.message });
        }
        throw error;
      }
    };

  app.post(
    "/contacts",
    { config: { rateLimit: limitOf("contacts") }, schema: CONTACT_ROUTE_SCHEMA },
    handle<ContactValues>(
      "contacts",
      (lang) => FORM_SCHEMAS[lang].contact,
      (v) => ({ ...v, email: v.email.trim(), contactNumber: v.contactNumber.trim() }),
      ({ [HONEYPOT_FIELD]: _honeypot, ...values }, idem, request, spend) =>
        submissions.storeContact(values, { status: 201, body: { message: CONTACT_SUCCESS } }, metaOf(request, clock()), idem, spend),
    ),
  );

  app.post(
    "/join-qwp",
    { config: { rateLimit: limitOf("join-qwp") }, schema: MEMBERSHIP_ROUTE_SCHEMA },
    handle<MembershipValues>(
      "join-qwp",
      (lang) => FORM_SCHEMAS[lang].membership,
      (v) => ({ ...v, cnicCrc: normaliseCnic(v.cnicCrc), mobile: compactPhone(v.mobile) }),
      ({ [HONEYPOT_FIELD]: _honeypot, ...values }, idem, request, spend) =>
        submissions.storeApplication(values, { status: 201, body: { message: MEMBERSHIP_SUCCESS } }, metaOf(request, clock()), idem, spend),
    ),
  );
}

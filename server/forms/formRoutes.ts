/**
 * POST /api/contacts and /api/join-qwp, and the bot check's challenge. The body is validated with
 * the very Yup schemas the browser forms use, so the two never disagree; only the schema's own
 * fields are kept. Each new submission must carry a solved bot check (server/forms/botCheck.ts) in
 * the field `altcha`; the rest of a submission's path is server/forms/formSubmission.ts.
 */
import type { FastifyInstance } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { HONEYPOT_FIELD, compactPhone, normaliseCnic } from "../../contract/validation/forms";
import { FORM_SCHEMAS } from "./formSchemas";
// The forms' schemas and success texts are the browser's own (its banner shows the same text):
// one source for both.
import { CONTACT_SUCCESS, type ContactValues } from "../../contract/validation/contact";
import { MEMBERSHIP_SUCCESS, type MembershipValues } from "../../contract/validation/membership";
import type { FormSubmission } from "./formSubmission";
import type { BotCheck } from "./botCheck";
import type { SubmissionRepository } from "./submissions";
import { CHALLENGE_SCHEMA, CONTACT_ROUTE_SCHEMA, MEMBERSHIP_ROUTE_SCHEMA } from "./formRouteSchemas";

export { BAD_IDEMPOTENCY_KEY } from "./formSubmission";

export async function formRoutes(
  app: FastifyInstance,
  { submissions, rateLimit, botCheck, forms }: { submissions: SubmissionRepository; rateLimit: RateLimitOptions | false; botCheck: BotCheck; forms: FormSubmission },
) {
  // Challenges are cheap to make but not free: a client gets a few per submission it may make.
  const challengeLimit: RateLimitOptions | false = rateLimit ? { ...rateLimit, max: Number(rateLimit.max) * 5, allowList: undefined } : false;
  app.get("/challenge", { config: { rateLimit: challengeLimit }, schema: CHALLENGE_SCHEMA }, async () => {
    return botCheck.challenge();
  });

  app.post(
    "/contacts",
    { ...forms.routeOptions("contacts"), schema: CONTACT_ROUTE_SCHEMA },
    forms.handler<ContactValues>(
      "contacts",
      (lang) => FORM_SCHEMAS[lang].contact,
      (v) => ({ ...v, email: v.email.trim(), contactNumber: v.contactNumber.trim() }),
      ({ [HONEYPOT_FIELD]: _honeypot, ...values }, idem, request, spend) =>
        submissions.storeContact(values, { status: 201, body: { message: CONTACT_SUCCESS } }, forms.metaOf(request), idem, spend),
    ),
  );

  app.post(
    "/join-qwp",
    { ...forms.routeOptions("join-qwp"), schema: MEMBERSHIP_ROUTE_SCHEMA },
    forms.handler<MembershipValues>(
      "join-qwp",
      (lang) => FORM_SCHEMAS[lang].membership,
      (v) => ({ ...v, cnicCrc: normaliseCnic(v.cnicCrc), mobile: compactPhone(v.mobile) }),
      ({ [HONEYPOT_FIELD]: _honeypot, ...values }, idem, request, spend) =>
        submissions.storeApplication(values, { status: 201, body: { message: MEMBERSHIP_SUCCESS } }, forms.metaOf(request), idem, spend),
    ),
  );
}

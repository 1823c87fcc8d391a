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
import type { FormSpec, FormSubmission } from "./formSubmission";
import type { BotCheck } from "./botCheck";
import { CHALLENGE_SCHEMA, CONTACT_ROUTE_SCHEMA, MEMBERSHIP_ROUTE_SCHEMA } from "./formRouteSchemas";

export { BAD_IDEMPOTENCY_KEY } from "./formSubmission";

const CONTACT_FORM: FormSpec<ContactValues> = {
  form: "contacts",
  schemaOf: (lang) => FORM_SCHEMAS[lang].contact,
  normalise: (v) => ({ ...v, email: v.email.trim(), contactNumber: v.contactNumber.trim() }),
};

const MEMBERSHIP_FORM: FormSpec<MembershipValues> = {
  form: "join-qwp",
  schemaOf: (lang) => FORM_SCHEMAS[lang].membership,
  normalise: (v) => ({ ...v, cnicCrc: normaliseCnic(v.cnicCrc), mobile: compactPhone(v.mobile) }),
};

export async function formRoutes(
  app: FastifyInstance,
  { rateLimit, botCheck, forms }: { rateLimit: RateLimitOptions | false; botCheck: BotCheck; forms: FormSubmission },
) {
  // Challenges are cheap to make but not free: a client gets a few per submission it may make.
  const challengeLimit: RateLimitOptions | false = rateLimit ? { ...rateLimit, max: Number(rateLimit.max) * 5, allowList: undefined } : false;
  app.get("/challenge", { config: { rateLimit: challengeLimit }, schema: CHALLENGE_SCHEMA }, async () => {
    return botCheck.challenge();
  });

  app.post("/contacts", { ...forms.routeOptions("contacts"), schema: CONTACT_ROUTE_SCHEMA }, async (request, reply) => {
    const { values, ...submission } = await forms.read(request, CONTACT_FORM);
    const { [HONEYPOT_FIELD]: _honeypot, ...message } = values;
    return forms.answer(reply, forms.storeContact({ ...submission, values: message }, { status: 201, body: { message: CONTACT_SUCCESS } }));
  });

  app.post("/join-qwp", { ...forms.routeOptions("join-qwp"), schema: MEMBERSHIP_ROUTE_SCHEMA }, async (request, reply) => {
    const { values, ...submission } = await forms.read(request, MEMBERSHIP_FORM);
    const { [HONEYPOT_FIELD]: _honeypot, ...application } = values;
    return forms.answer(reply, forms.storeApplication({ ...submission, values: application }, { status: 201, body: { message: MEMBERSHIP_SUCCESS } }));
  });
}

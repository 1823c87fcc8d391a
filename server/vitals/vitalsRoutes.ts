/**
 * POST /api/vitals: one page view's speed measurements, sent by the browser with navigator.sendBeacon
 * (src/lib/vitals/reportVitals.ts). 204 when counted (or left out of the sample, VITALS_SAMPLE); 400 for
 * a body that is not a beacon of a page the site has; 403 for a crawler or other automated visitor;
 * 413 over 4 KB; 429 past the limit per address. Nothing but the counts is kept: no cookie is read or
 * set, and the address and user agent are used for the limit and the bot check, never stored.
 */
import type { FastifyInstance } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { VITAL_MAX } from "../../contract/lib/vitals/vitals";
import { VITALS_BEACON, type VitalsBeacon } from "../../contract/lib/vitals/vitalsBeacon";
import { englishText } from "../platform/language";
import { badRequest, Refusal } from "../platform/refusal";
import type { VitalsMetrics } from "../platform/metrics";
import { NO_CONTENT, errorAnswers, type RouteOf } from "../platform/routeSchemas";
import { isAutomatedVisitor } from "./automatedVisitor";
import type { VitalsRepository } from "./vitalsRepository";

/** A beacon is a few hundred bytes; four measurements with a long selector stay well under this. */
export const VITALS_BODY_LIMIT = 4096;

const invalid = englishText("vitalsInvalid");

/** Each field refused with the one sentence, on its name (ajv-errors: a message covers the field's inner parts too). */
const refusedWith = <Properties extends Record<string, object>>(properties: Properties, message: string) =>
  Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, { ...schema, errorMessage: message }])) as {
    [Name in keyof Properties]: Properties[Name] & { readonly errorMessage: string };
  };

export const VITALS_SCHEMA = {
  body: { ...VITALS_BEACON, properties: refusedWith(VITALS_BEACON.properties, invalid), errorMessage: { type: invalid, required: invalid } },
  response: { 204: NO_CONTENT, ...errorAnswers(400, 403, 413, 429) },
} as const;

type VitalsOptions = {
  vitals: VitalsRepository;
  metrics: VitalsMetrics;
  rateLimit: RateLimitOptions | false;
  /** The share of beacons counted (VITALS_SAMPLE, 0 to 1). */
  sample: number;
  /** Whether the live site has a page at this route pattern. */
  knownRoute: (route: string) => boolean;
  random?: () => number;
};

export async function vitalsRoutes(app: FastifyInstance, { vitals, metrics, rateLimit, sample, knownRoute, random = Math.random }: VitalsOptions) {
  app.post<RouteOf<typeof VITALS_SCHEMA>>(
    "/vitals",
    { bodyLimit: VITALS_BODY_LIMIT, config: { rateLimit }, schema: VITALS_SCHEMA },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (isAutomatedVisitor(request.headers["user-agent"])) throw new Refusal(403, { message: englishText("vitalsBot") });
      const { route, edition, connection, deviceClass, metrics: measured } = request.body;
      const names = measured.map((m) => m.name);
      const fits = measured.every((m) => m.value <= VITAL_MAX[m.name]) && new Set(names).size === names.length;
      // Only pages the site has: a made-up route would otherwise be a new row in every report.
      if (!fits || !knownRoute(route)) throw badRequest(invalid);
      if (random() >= sample) return reply.code(204).send();
      const beacon: VitalsBeacon = {
        route,
        edition,
        connection,
        deviceClass,
        metrics: measured.map(({ name, value, target, element }) => ({
          name,
          value,
          ...(name === "INP" && target ? { target } : {}),
          ...(name === "LCP" && element ? { element } : {}),
        })),
      };
      vitals.record(beacon);
      for (const { name, value } of beacon.metrics) metrics.vital(name, { route, edition, connection }, value);
      return reply.code(204).send();
    },
  );
}

/**
 * GET /api/admin/vitals (editors): the readers' speed over the last 28 days: the 75th percentile of each
 * metric over all pages, per route pattern and edition, per day (the trend) and the commonest slow parts
 * (INP's tapped element, LCP's kind of element). Percentiles are a histogram bucket's upper bound.
 */
import type { FastifyInstance } from "fastify";
import { VITAL_NAMES } from "../../contract/lib/vitals/vitals";
import { requireRole } from "../staff/guard";
import type { VitalsRepository } from "./vitalsRepository";

/** How far back the console looks (Core Web Vitals' own window). */
export const VITALS_WINDOW_DAYS = 28;

const PERCENTILE = {
  metric: { type: "string", enum: [...VITAL_NAMES] },
  count: { type: "integer" },
  p75: { type: ["number", "null"] },
  over: { type: "boolean" },
} as const;
const rows = (extra: Record<string, object>) =>
  ({ type: "array", items: { type: "object", required: [...Object.keys(extra), "metric", "count", "p75"], properties: { ...extra, ...PERCENTILE } } }) as const;

const VITALS_REPORT_SCHEMA = {
  response: {
    200: {
      type: "object",
      required: ["from", "days", "overall", "routes", "trend", "attribution"],
      properties: {
        from: { type: "string" },
        days: { type: "integer" },
        overall: rows({}),
        routes: rows({ route: { type: "string" }, edition: { type: "string" } }),
        trend: rows({ day: { type: "string" } }),
        attribution: {
          type: "array",
          items: {
            type: "object",
            required: ["route", "metric", "detail", "count"],
            properties: { route: { type: "string" }, metric: { type: "string" }, detail: { type: "string" }, count: { type: "integer" } },
          },
        },
      },
    },
  },
} as const;

export async function vitalsAdminRoutes(admin: FastifyInstance, { vitals }: { vitals: VitalsRepository }) {
  admin.get("/vitals", { preValidation: requireRole("editor"), schema: VITALS_REPORT_SCHEMA }, async () => vitals.report(VITALS_WINDOW_DAYS));
}

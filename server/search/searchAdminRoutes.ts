/**
 * GET /api/admin/search/misses (editors): the most frequent searches that found nothing in the last
 * 30 days, as `{ misses: [{ query, count }], days }` (the normalised words, and how many times).
 */
import type { FastifyInstance } from "fastify";
import { requireRole } from "../staff/guard";
import { MISSES_WINDOW_DAYS, type SearchMisses } from "./searchMisses";

const MISSES_SCHEMA = {
  response: {
    200: {
      type: "object",
      required: ["misses", "days"],
      properties: {
        misses: { type: "array", items: { type: "object", required: ["query", "count"], properties: { query: { type: "string" }, count: { type: "integer" } } } },
        days: { type: "integer" },
      },
    },
  },
} as const;

export async function searchAdminRoutes(admin: FastifyInstance, { misses }: { misses: SearchMisses }) {
  admin.get("/search/misses", { preValidation: requireRole("editor"), schema: MISSES_SCHEMA }, async () => ({
    misses: misses.mostFrequent(),
    days: MISSES_WINDOW_DAYS,
  }));
}

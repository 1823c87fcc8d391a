/**
 * Health for a load balancer or monitor, answering only up or down (what the server runs, and
 * how much disk it has, is no business of the public):
 * - GET /api/health/live: the process answers (always 200 while it does);
 * - GET /api/health/ready: ready to serve (readiness.ts): 200, or 503 with Retry-After;
 * - GET /api/health: the same as ready, for monitors set up before the split.
 * These routes are never shed under load: a monitor must see the server as it is.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Readiness } from "./readiness";

export const HEALTH_RETRY_AFTER_S = 60;

const STATUS = { type: "object", required: ["status"], properties: { status: { type: "string", enum: ["ok", "unavailable"] } } } as const;
const READY_SCHEMA = { summary: "Ready to serve: 200, or 503 with Retry-After", response: { 200: STATUS, 503: STATUS } } as const;
const LIVE_SCHEMA = { summary: "The process answers", response: { 200: STATUS } } as const;

export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  const ready = async (_request: unknown, reply: FastifyReply) => {
    reply.header("Cache-Control", "no-store");
    if (readiness().ready) return { status: "ok" };
    return reply.code(503).header("Retry-After", String(HEALTH_RETRY_AFTER_S)).send({ status: "unavailable" });
  };
  app.get("/health", { schema: READY_SCHEMA }, ready);
  app.get("/health/ready", { schema: READY_SCHEMA }, ready);
  app.get("/health/live", { schema: LIVE_SCHEMA }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });
}

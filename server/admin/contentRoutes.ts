/**
 * The console's Content section (admin and editor; office gets 403): the data files in forms,
 * each save a git commit that is pushed and built. The routes and shapes are in
 * src/content/api.ts (shared with the console).
 */
import type { FastifyInstance } from "fastify";
import { requireRole } from "./guard";

export const NOT_YET = "Content editing is being built.";

export async function contentRoutes(admin: FastifyInstance) {
  const allowed = { preHandler: requireRole("editor") };
  const stub = async (_request: unknown, reply: import("fastify").FastifyReply) => reply.code(501).send({ message: NOT_YET });
  admin.get("/content", allowed, stub);
  admin.post("/content", allowed, stub);
  admin.post("/content/uploads", allowed, stub);
  admin.get("/content/*", allowed, stub);
  admin.put("/content/*", allowed, stub);
  admin.post("/content/*", allowed, stub);
}

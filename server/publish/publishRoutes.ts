/**
 * The console's Site section (admin and editor; office gets 403):
 *   GET  /api/admin/site                          → { live, building, queued }
 *   GET  /api/admin/site/builds?page=N            → { builds, totalPages }
 *   GET  /api/admin/site/releases                 → { releases } (the kept ones, newest first)
 *   POST /api/admin/site/builds                   → 202 { build } (Publish now: the branch's newest commit)
 *   POST /api/admin/site/releases/{id}/activate   → 200 { live } (Roll back: instant, no build)
 */
import type { FastifyInstance } from "fastify";
import type { Publisher } from "./publisher";
import type { BuildHistory } from "./buildHistory";
import { RELEASE_ID, type ReleaseStore } from "./releases";
import { requireRole } from "../staff/guard";
import { BAD_PAGE } from "../staff/messages";

export const PUBLISHING_OFF = "Publishing is off on this server: it serves a fixed build. Start it with npm start to publish from here.";
export const RELEASE_NOT_FOUND = "There is no kept release with this id.";

export type PublishRouteOptions = { publisher?: Publisher; history?: BuildHistory; releases?: ReleaseStore };

export async function publishRoutes(admin: FastifyInstance, { publisher, history, releases }: PublishRouteOptions) {
  const allowed = { preHandler: requireRole("editor") };
  const off = (reply: import("fastify").FastifyReply) => reply.code(503).send({ message: PUBLISHING_OFF });

  admin.get("/site", allowed, async (_request, reply) => (publisher ? publisher.status() : off(reply)));

  admin.get<{ Querystring: { page?: string } }>("/site/builds", allowed, async (request, reply) => {
    if (!history) return off(reply);
    const raw = request.query.page;
    if (raw !== undefined && raw !== "" && !/^[1-9]\d{0,6}$/.test(raw)) return reply.code(400).send({ message: BAD_PAGE });
    return history.pageForEditors(raw ? Number(raw) : 1);
  });

  admin.get("/site/releases", allowed, async (_request, reply) => {
    if (!releases) return off(reply);
    const liveId = releases.liveId();
    return { releases: releases.list().map((release) => ({ ...release, live: release.id === liveId })) };
  });

  admin.post("/site/builds", allowed, async (request, reply) => {
    if (!publisher) return off(reply);
    return reply.code(202).send({ build: publisher.request("console", request.staff.email) });
  });

  admin.post<{ Params: { id: string } }>("/site/releases/:id/activate", allowed, async (request, reply) => {
    if (!publisher) return off(reply);
    const id = request.params.id;
    const release = RELEASE_ID.test(id) ? publisher.activate(id, request.staff.email) : undefined;
    if (!release) return reply.code(404).send({ message: RELEASE_NOT_FOUND });
    return { live: { id: release.id, commit: release.commit, message: release.message, author: release.author, at: release.at } };
  });
}

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
import type { ReleaseStore } from "./releases";
import { pageOf } from "../platform/routeSchemas";
import { requireRole } from "../staff/guard";
import { ACTIVATE_SCHEMA, BUILDS_SCHEMA, PUBLISH_NOW_SCHEMA, RELEASES_SCHEMA, RELEASE_NOT_FOUND, SITE_STATUS_SCHEMA } from "./publishSchemas";

export const PUBLISHING_OFF = "Publishing is off on this server: it serves a fixed build. Start it with npm start to publish from here.";
export { RELEASE_NOT_FOUND };

export type PublishRouteOptions = { publisher?: Publisher; history?: BuildHistory; releases?: ReleaseStore };

export async function publishRoutes(admin: FastifyInstance, { publisher, history, releases }: PublishRouteOptions) {
  const allowed = { preValidation: requireRole("editor") };
  const off = (reply: import("fastify").FastifyReply) => reply.code(503).send({ message: PUBLISHING_OFF });

  admin.get("/site", { ...allowed, schema: SITE_STATUS_SCHEMA }, async (_request, reply) => (publisher ? publisher.status() : off(reply)));

  admin.get<{ Querystring: { page?: string } }>("/site/builds", { ...allowed, schema: BUILDS_SCHEMA }, async (request, reply) => {
    if (!history) return off(reply);
    return history.pageForEditors(pageOf(request.query));
  });

  admin.get("/site/releases", { ...allowed, schema: RELEASES_SCHEMA }, async (_request, reply) => {
    if (!releases) return off(reply);
    const liveId = releases.liveId();
    return { releases: releases.list().map((release) => ({ ...release, live: release.id === liveId })) };
  });

  admin.post("/site/builds", { ...allowed, schema: PUBLISH_NOW_SCHEMA }, async (request, reply) => {
    if (!publisher) return off(reply);
    return reply.code(202).send({ build: publisher.request("console", request.staff.email) });
  });

  admin.post<{ Params: { id: string } }>("/site/releases/:id/activate", { ...allowed, schema: ACTIVATE_SCHEMA }, async (request, reply) => {
    if (!publisher) return off(reply);
    const release = publisher.activate(request.params.id, request.staff.email);
    if (!release) return reply.code(404).send({ message: RELEASE_NOT_FOUND });
    return { live: { id: release.id, commit: release.commit, message: release.message, author: release.author, at: release.at } };
  });
}

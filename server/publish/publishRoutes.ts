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
import { notFound, Refusal } from "../platform/refusal";
import { pageOf, type RouteOf } from "../platform/routeSchemas";
import { requireRole } from "../staff/guard";
import { ACTIVATE_SCHEMA, BUILDS_SCHEMA, PUBLISH_NOW_SCHEMA, RELEASES_SCHEMA, RELEASE_NOT_FOUND, SITE_STATUS_SCHEMA } from "./publishSchemas";

export const PUBLISHING_OFF = "Publishing is off on this server: it serves a fixed build. Start it with npm start to publish from here.";
export { RELEASE_NOT_FOUND };

export type PublishRouteOptions = { publisher?: Publisher; history?: BuildHistory; releases?: ReleaseStore };

export async function publishRoutes(admin: FastifyInstance, { publisher, history, releases }: PublishRouteOptions) {
  const allowed = { preValidation: requireRole("editor") };
  /** What needs publishing on, refused (503) without it. */
  const on = <T>(part: T | undefined): T => {
    if (!part) throw new Refusal(503, { message: PUBLISHING_OFF });
    return part;
  };

  admin.get("/site", { ...allowed, schema: SITE_STATUS_SCHEMA }, async () => on(publisher).status());

  admin.get<RouteOf<typeof BUILDS_SCHEMA>>("/site/builds", { ...allowed, schema: BUILDS_SCHEMA }, async (request) =>
    on(history).pageForEditors(pageOf(request.query)),
  );

  admin.get("/site/releases", { ...allowed, schema: RELEASES_SCHEMA }, async () => {
    const kept = on(releases);
    const liveId = kept.liveId();
    return { releases: kept.list().map((release) => ({ ...release, live: release.id === liveId })) };
  });

  admin.post("/site/builds", { ...allowed, schema: PUBLISH_NOW_SCHEMA }, async (request, reply) =>
    reply.code(202).send({ build: on(publisher).request("console", request.staff.email) }),
  );

  admin.post<RouteOf<typeof ACTIVATE_SCHEMA>>("/site/releases/:id/activate", { ...allowed, schema: ACTIVATE_SCHEMA }, async (request) => {
    const release = on(publisher).activate(request.params.id, request.staff.email);
    if (!release) throw notFound(RELEASE_NOT_FOUND);
    return { live: { id: release.id, commit: release.commit, message: release.message, author: release.author, at: release.at } };
  });
}

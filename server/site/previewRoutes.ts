/**
 * The console's preview of a news article or event before it is public: GET /admin/preview/news/{id}
 * and /admin/preview/events/{id}, the item's public page in its own edition, for the press office
 * (editors and admins) only. Never cached by anyone (private, no-store: the CDN and the service worker
 * keep nothing under /admin) and never indexed (X-Robots-Tag and the page's robots meta). The public
 * address of a draft stays "not found".
 */
import cookiePlugin from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { EventRepository } from "../events/eventRepository";
import type { NewsRepository } from "../news/newsRepository";
import { contentSecurityPolicy, inlineScriptHashes, PRIVATE } from "./headers";
import { escapeHtml } from "./shareCard";
import type { StaticSite } from "./staticSite";
import { decorateStaffRequest, identifyStaff, type StaffIdentity } from "../staff/guard";
import { ENROL_FIRST, NOT_SIGNED_IN, WRONG_ROLE } from "../staff/messages";
import { roleAllows, type Role } from "../staff/roles";
import { EVENT_PREVIEW_PREFIX, NEWS_PREVIEW_PREFIX } from "../../contract/lib/previewPaths";
import { articlePreview, eventPreview, type DraftPage } from "./draftPreview";

export const PREVIEW_ROLES: readonly Role[] = ["editor"];
export const NOTHING_TO_PREVIEW =
  "There is nothing with this id to preview: it may have been deleted.";
export const NO_PREVIEW_PAGE = "The site has no page to show this in yet: publish a build first.";

export type PreviewOptions = {
  staffAdmin: StaffIdentity;
  site: () => StaticSite;
  news: NewsRepository;
  events: EventRepository;
  siteUrl: string;
  extraConnectSrc: string[];
};

const ID_PARAMS = (pattern: string) => ({
  params: {
    type: "object",
    properties: { id: { type: "string", pattern } },
    required: ["id"],
    additionalProperties: false,
  },
});

/** The console's own words, as a small page: staff meet it when signed out or given a wrong id. */
const messagePage = (message: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>Preview | Qaumi Watan Party</title></head>` +
  `<body><main><h1>Preview</h1><p>${escapeHtml(message)}</p><p><a href="/admin">Go to the staff console</a></p></main></body></html>`;

export async function previewRoutes(
  app: FastifyInstance,
  { staffAdmin, site, news, events, siteUrl, extraConnectSrc }: PreviewOptions,
) {
  await app.register(cookiePlugin);
  decorateStaffRequest(app);
  app.addHook("onRequest", async (request) => identifyStaff(request, staffAdmin));
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", PRIVATE).header("X-Robots-Tag", "noindex, nofollow");
    return payload;
  });

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type("text/html; charset=utf-8").send(html);
  const refuse = (reply: FastifyReply, status: number, message: string) => {
    reply.header("Content-Security-Policy", contentSecurityPolicy([], extraConnectSrc));
    return send(reply, status, messagePage(message));
  };

  // Who may see a preview, decided before the address is checked: signed in, with the second factor
  // the role needs, as the press office.
  app.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.staffSession;
    if (!user) return refuse(reply, 401, NOT_SIGNED_IN);
    if (request.staffMustEnrol) return refuse(reply, 403, ENROL_FIRST);
    if (!roleAllows(user.role, PREVIEW_ROLES)) return refuse(reply, 403, WRONG_ROLE);
    return undefined;
  });

  const answer = (reply: FastifyReply, page: DraftPage) => {
    if (!page) return refuse(reply, 503, NO_PREVIEW_PAGE);
    reply.header(
      "Content-Security-Policy",
      contentSecurityPolicy(inlineScriptHashes(page.html), extraConnectSrc),
    );
    return send(reply, 200, page.html);
  };

  app.get<{ Params: { id: string } }>(
    `${NEWS_PREVIEW_PREFIX}:id`,
    { schema: ID_PARAMS("^[0-9a-zA-Z-]{1,64}$") },
    async (request, reply) => {
      const item = news.previewItem(request.params.id);
      if (!item) return refuse(reply, 404, NOTHING_TO_PREVIEW);
      return answer(reply, await articlePreview(site(), item, item.lang ?? "en"));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${EVENT_PREVIEW_PREFIX}:id`,
    { schema: ID_PARAMS("^[1-9][0-9]{0,15}$") },
    async (request, reply) => {
      const event = events.previewEvent(Number(request.params.id));
      if (!event) return refuse(reply, 404, NOTHING_TO_PREVIEW);
      return answer(reply, await eventPreview(site(), event, siteUrl));
    },
  );
}

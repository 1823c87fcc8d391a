/**
 * The console's preview of a news article or event before it is public: GET /admin/preview/news/{id}
 * and /admin/preview/events/{id}, the item's public page in its own edition, for the press office
 * (editors and admins) only. Never cached by anyone (private, no-store: the CDN and the service worker
 * keep nothing under /admin) and never indexed (X-Robots-Tag and the page's robots meta). The public
 * address of a draft stays "not found".
 *
 * POST /admin/preview/events and POST /admin/preview/news show the event or news editor's values
 * before they are saved: the editor's form posts them (field `values`, JSON; `id` when they change a
 * saved item) into a new tab, as the console's writes come, from the site's own origin. They are
 * checked and sanitised as a save would check them; nothing is stored.
 */
import cookiePlugin from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AdminEvent, EventDraft, EventRepository } from "../events/eventRepository";
import type { AdminNewsItem, NewsDraft, NewsRepository } from "../news/newsRepository";
import { contentSecurityPolicy, inlineScriptHashes, PRIVATE } from "./headers";
import { escapeHtml } from "./shareCard";
import type { StaticSite } from "./staticSite";
import { decorateStaffRequest, identifyStaff, type StaffIdentity } from "../staff/guard";
import { CROSS_ORIGIN, ENROL_FIRST, NOT_SIGNED_IN, WRONG_ROLE } from "../staff/messages";
import { roleAllows, type Role } from "../staff/roles";
import { isSameOriginRequest } from "../staff/sameOrigin";
import { EVENT_PREVIEW_PREFIX, NEWS_PREVIEW_PREFIX, UNSAVED_EVENT_PREVIEW_PATH, UNSAVED_NEWS_PREVIEW_PATH } from "../../contract/lib/previewPaths";
import type { DraftResult } from "../platform/bodyValidation";
import { Refusal } from "../platform/refusal";
import type { RouteOf } from "../platform/routeSchemas";
import { articlePreview, eventPreview, type DraftPage } from "./draftPreview";

export const PREVIEW_ROLES: readonly Role[] = ["editor"];
export const NOTHING_TO_PREVIEW =
  "There is nothing with this id to preview: it may have been deleted.";
export const NO_PREVIEW_PAGE = "The site has no page to show this in yet: publish a build first.";
export const NO_VALUES = "The preview got no values from the editor: preview again from the editor.";
export const CANNOT_PREVIEW = "The preview could not be made: correct these in the editor, then preview again.";

export type PreviewOptions = {
  /** Who is signed in, and the site's own origins (a preview is posted from them only). */
  staffAdmin: StaffIdentity & { siteUrl?: string; loopbackOrigins: boolean };
  site: () => StaticSite;
  news: NewsRepository;
  events: EventRepository;
  /** An event's unsaved values checked as its save checks them (events/eventDrafts.ts). */
  eventDraftOf: (values: unknown, saved?: AdminEvent) => Promise<DraftResult<EventDraft>>;
  /** An article's unsaved values checked as its save checks them (news/newsroom.ts); `byline`: the author when none is given. */
  articleDraftOf: (values: unknown, byline: string, saved?: AdminNewsItem) => Promise<DraftResult<NewsDraft>>;
  siteUrl: string;
  extraConnectSrc: string[];
};

/** The editor's values arrive form-encoded: an Urdu description grows about threefold, so more than a save's 1 MB of JSON. */
const UNSAVED_BODY_LIMIT = 4 * 1024 * 1024;
const EVENT_ID = /^[1-9][0-9]{0,15}$/;
const ARTICLE_ID = /^[0-9a-zA-Z-]{1,64}$/;

const ID_PARAMS = (pattern: string) =>
  ({
    params: {
      type: "object",
      properties: { id: { type: "string", pattern } },
      required: ["id"],
      additionalProperties: false,
    },
  }) as const;
type IdRoute = RouteOf<ReturnType<typeof ID_PARAMS>>;

/** The console's own words, as a small page: staff meet it when signed out or given a wrong id. */
const messagePage = (message: string, details: readonly string[] = []) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>Preview | Qaumi Watan Party</title></head>` +
  `<body><main><h1>Preview</h1><p>${escapeHtml(message)}</p>` +
  (details.length ? `<ul>${details.map((detail) => `<li>${escapeHtml(detail)}</li>`).join("")}</ul>` : "") +
  `<p><a href="/admin">Go to the staff console</a></p></main></body></html>`;

/** The `values` field's JSON, or undefined when the body has none. */
function unsavedValues(body: unknown): unknown {
  const field = body && typeof body === "object" ? (body as Record<string, unknown>).values : undefined;
  if (typeof field !== "string") return undefined;
  try {
    return JSON.parse(field);
  } catch {
    return undefined;
  }
}

export async function previewRoutes(
  app: FastifyInstance,
  { staffAdmin, site, news, events, eventDraftOf, articleDraftOf, siteUrl, extraConnectSrc }: PreviewOptions,
) {
  await app.register(cookiePlugin);
  decorateStaffRequest(app);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: UNSAVED_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", PRIVATE).header("X-Robots-Tag", "noindex, nofollow");
    return payload;
  });

  /** A refusal as a page saying why (thrown: the app's error handler sends it, with this scope's headers). */
  const refuse = (status: number, message: string, details: readonly string[] = []) =>
    new Refusal(status, messagePage(message, details), { "Content-Security-Policy": contentSecurityPolicy([], extraConnectSrc) });

  // A preview of posted values is refused, as the console's writes are, unless it comes from the site's own pages.
  app.addHook("onRequest", async (request) => {
    if (!isSameOriginRequest(request, staffAdmin.siteUrl, staffAdmin.loopbackOrigins)) throw refuse(403, CROSS_ORIGIN);
    identifyStaff(request, staffAdmin);
    return undefined;
  });

  // Who may see a preview, decided before the address is checked: signed in, with the second factor
  // the role needs, as the press office.
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const user = request.staffSession;
    if (!user) throw refuse(401, NOT_SIGNED_IN);
    if (request.staffMustEnrol) throw refuse(403, ENROL_FIRST);
    if (!roleAllows(user.role, PREVIEW_ROLES)) throw refuse(403, WRONG_ROLE);
    return undefined;
  });

  const answer = (reply: FastifyReply, page: DraftPage) => {
    if (!page) throw refuse(503, NO_PREVIEW_PAGE);
    reply.header(
      "Content-Security-Policy",
      contentSecurityPolicy(inlineScriptHashes(page.html), extraConnectSrc),
    );
    return reply.type("text/html; charset=utf-8").send(page.html);
  };

  app.get<IdRoute>(
    `${NEWS_PREVIEW_PREFIX}:id`,
    { schema: ID_PARAMS("^[0-9a-zA-Z-]{1,64}$") },
    async (request, reply) => {
      const item = news.previewItem(request.params.id);
      if (!item) throw refuse(404, NOTHING_TO_PREVIEW);
      return answer(reply, await articlePreview(site(), item, item.lang));
    },
  );

  app.get<IdRoute>(
    `${EVENT_PREVIEW_PREFIX}:id`,
    { schema: ID_PARAMS("^[1-9][0-9]{0,15}$") },
    async (request, reply) => {
      const event = events.previewEvent(Number(request.params.id));
      if (!event) throw refuse(404, NOTHING_TO_PREVIEW);
      return answer(reply, await eventPreview(site(), event, siteUrl));
    },
  );

  /**
   * A preview of an editor's unsaved values at `path`: the saved item they change (its `id`, when
   * posted, matching `idPattern`), the values checked as its save checks them, and its public page.
   */
  function unsavedPreview<Saved, Draft>(
    path: string,
    { idPattern, find, check, page }: {
      idPattern: RegExp;
      find: (id: string) => Saved | undefined;
      check: (values: unknown, request: FastifyRequest, saved?: Saved) => Promise<DraftResult<Draft>>;
      page: (draft: Draft, saved?: Saved) => Promise<DraftPage>;
    },
  ) {
    app.post(path, { bodyLimit: UNSAVED_BODY_LIMIT }, async (request, reply) => {
      const values = unsavedValues(request.body);
      if (values === undefined) throw refuse(400, NO_VALUES);
      const rawId = (request.body as Record<string, unknown>).id;
      let saved: Saved | undefined;
      if (rawId !== undefined && rawId !== "") {
        saved = typeof rawId === "string" && idPattern.test(rawId) ? find(rawId) : undefined;
        if (!saved) throw refuse(404, NOTHING_TO_PREVIEW);
      }
      const result = await check(values, request, saved);
      if (!result.ok) {
        const { message, errors } = result.refusal.body;
        throw refuse(result.refusal.status, Object.keys(errors).length ? CANNOT_PREVIEW : message, Object.values(errors));
      }
      return answer(reply, await page(result.draft, saved));
    });
  }

  unsavedPreview(UNSAVED_EVENT_PREVIEW_PATH, {
    idPattern: EVENT_ID,
    find: (id) => events.adminFind(Number(id)),
    check: (values, _request, saved) => eventDraftOf(values, saved),
    page: (draft, saved) => eventPreview(site(), events.previewDraft(draft, saved?.id), siteUrl),
  });

  unsavedPreview(UNSAVED_NEWS_PREVIEW_PATH, {
    idPattern: ARTICLE_ID,
    find: (id) => news.adminFind(id),
    // The byline a save would give: the signed-in staff member's name.
    check: (values, request, saved) => articleDraftOf(values, request.staffSession?.name ?? "", saved),
    page: (draft, saved) => {
      const item = news.previewDraft(draft, saved?._id);
      return articlePreview(site(), item, draft.lang);
    },
  });
}

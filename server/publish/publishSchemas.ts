/** The route schemas of publishing: the console's Site section and the git host's push hook. */
import { ERROR_BODY, NO_BODY, answerObject, errorAnswers, pageQuery } from "../platform/routeSchemas";
import { BAD_PAGE } from "../staff/messages";
import { RELEASE_ID } from "./releases";

export const RELEASE_NOT_FOUND = "There is no kept release with this id.";

const text = { type: "string" } as const;
const textOrNull = { type: ["string", "null"] } as const;

const LIVE = { ...answerObject({ id: text, commit: text, message: text, author: text, at: textOrNull }), type: ["object", "null"] } as const;

const BUILD = {
  type: "object",
  required: ["id", "trigger", "by", "commit", "requestedAt", "startedAt", "finishedAt", "status", "errors", "log", "releaseId"],
  properties: {
    id: { type: "integer" },
    trigger: text,
    by: textOrNull,
    commit: textOrNull,
    requestedAt: text,
    startedAt: textOrNull,
    finishedAt: textOrNull,
    status: { type: "string", enum: ["queued", "running", "live", "failed", "superseded"] },
    errors: { type: "array", items: text },
    log: { type: "array", items: text },
    releaseId: textOrNull,
  },
} as const;

const RELEASE = answerObject({ id: text, commit: text, message: text, author: text, builtAt: text, at: textOrNull, live: { type: "boolean" } });

/** Publishing off (a server that serves a fixed build) answers 503. */
const OFF = errorAnswers(503);

export const SITE_STATUS_SCHEMA = {
  summary: "What is live, and whether a build runs or waits",
  response: { 200: answerObject({ live: LIVE, building: { type: "boolean" }, queued: { type: "boolean" } }), ...OFF },
} as const;

export const BUILDS_SCHEMA = {
  summary: "The build history, 20 a page, newest first",
  querystring: pageQuery(BAD_PAGE),
  response: { 200: answerObject({ builds: { type: "array", items: BUILD }, totalPages: { type: "integer" } }), ...errorAnswers(400, 503) },
} as const;

export const RELEASES_SCHEMA = {
  summary: "The kept releases, newest first",
  response: { 200: answerObject({ releases: { type: "array", items: RELEASE } }), ...OFF },
} as const;

export const PUBLISH_NOW_SCHEMA = {
  summary: "Publish now: build the branch's newest commit",
  body: NO_BODY,
  response: { 202: answerObject({ build: BUILD }), ...OFF },
} as const;

export const ACTIVATE_SCHEMA = {
  summary: "Roll back: make a kept release live (no build)",
  params: { type: "object", required: ["id"], properties: { id: { type: "string", pattern: RELEASE_ID.source, errorMessage: RELEASE_NOT_FOUND } } },
  body: NO_BODY,
  response: { 200: answerObject({ live: LIVE }), ...errorAnswers(404, 503) },
} as const;

/** The push event is read as the bytes its signature covers; its fields are checked by the handler. */
export const HOOK_SCHEMA = {
  summary: "A git host's push event (signed with DEPLOY_HOOK_SECRET)",
  body: {
    content: {
      "application/json": { schema: { description: "The push event (GitHub, Gitea, Forgejo, GitLab)" } },
      "application/x-www-form-urlencoded": { schema: { description: "GitHub's form-encoded push event (payload=…)" } },
    },
  },
  response: {
    200: ERROR_BODY,
    // A ping or a push to another branch: the message; a push to the published branch: the build.
    202: answerObject({ message: text, build: BUILD }, ["message", "build"]),
    ...errorAnswers(400, 401, 404, 415),
  },
} as const;

/**
 * POST /api/hooks/git: the push event of GitHub, Gitea or Forgejo (X-Hub-Signature-256, the
 * HMAC-SHA256 of the raw body with DEPLOY_HOOK_SECRET) or GitLab (X-Gitlab-Token, the secret
 * itself). The signature is checked over the exact bytes received, before the body is parsed, and
 * compared in constant time. Without a secret configured the route does not exist (404); a bad or
 * missing signature is 401 and nothing is fetched; a push to another branch is 202 with no build;
 * a delivery accepted before is 200 with no build.
 *
 * Everything that can be refused without the body is refused before it is read: more than 30
 * requests a minute from one address (429), a compressed body (415: the signature is over the bytes
 * as sent, and git hosts send them uncompressed), no signature header or a wrong GitLab token (401).
 */
import crypto from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, notFound, Refusal } from "../platform/refusal";
import type { Publisher } from "./publisher";
import { deliveryKeys, type HookDeliveries } from "./hookDeliveries";
import { HOOK_SCHEMA } from "./publishSchemas";

export const HOOK_NOT_SIGNED = "The push event is not signed with this server's deploy secret.";
export const HOOK_OTHER_BRANCH = "This push is not to the published branch: no build.";
export const HOOK_BAD_BODY = "The push event is not valid JSON with a ref.";
export const HOOK_REPLAYED = "This delivery was received before: no build.";
/** Without a deploy secret the hook does not exist. */
const NO_HOOK = "Not found.";
export const HOOK_ENCODED = "Send the push event uncompressed: its signature is checked over the bytes as sent.";
/**
 * A push event lists at most 20 commits with their messages and changed paths (GitHub, GitLab),
 * far below this; a larger one is refused (413), and Publish now builds its commit.
 */
export const HOOK_BODY_LIMIT = 1024 * 1024;
/** Per address: a git host sends one delivery per push. */
export const HOOK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && crypto.timingSafeEqual(a, b);

/** True when the request carries a valid signature of `raw` (GitHub/Gitea/Forgejo) or the secret (GitLab). */
export function hookSignatureValid(raw: Buffer, headers: Record<string, string | string[] | undefined>, secret: string): boolean {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? undefined : value;
  };
  const signature = header("x-hub-signature-256");
  if (signature !== undefined) {
    const match = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim());
    if (!match) return false;
    const expected = crypto.createHmac("sha256", secret).update(raw).digest();
    return sameBytes(Buffer.from(match[1], "hex"), expected);
  }
  const token = header("x-gitlab-token");
  if (token !== undefined) {
    // Hashing both sides gives equal lengths, so the comparison leaks neither content nor length.
    const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
    return sameBytes(digest(token), digest(secret));
  }
  return false;
}

type PushEvent = { ref?: unknown; after?: unknown; checkout_sha?: unknown; pusher?: { name?: unknown; username?: unknown }; user_username?: unknown; user_name?: unknown };

const text = (value: unknown) => (typeof value === "string" && value.length <= 200 ? value : undefined);

export async function hookRoutes(
  app: FastifyInstance,
  { publisher, deliveries, secret, branch }: { publisher?: Publisher; deliveries?: HookDeliveries; secret?: string; branch: string },
) {
  // Only in this scope: the body stays a Buffer, because the signature is over the exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: HOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  /** Refusals that need no body, so that a stranger's body is never read (after the rate limit, before the body is parsed). */
  async function beforeTheBody(request: FastifyRequest) {
    if (!secret || !publisher) throw notFound(NO_HOOK);
    const encoding = request.headers["content-encoding"];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") throw new Refusal(415, { message: HOOK_ENCODED });
    // Without GitHub's signature only GitLab's token can sign, and it does not depend on the body.
    if (request.headers["x-hub-signature-256"] === undefined && !hookSignatureValid(Buffer.alloc(0), request.headers, secret)) {
      request.log.warn("git hook with a bad or missing signature refused");
      throw new Refusal(401, { message: HOOK_NOT_SIGNED });
    }
  }

  app.post("/hooks/git", { preParsing: beforeTheBody, config: { rateLimit: HOOK_RATE_LIMIT }, schema: HOOK_SCHEMA }, async (request, reply) => {
    if (!secret || !publisher) throw notFound(NO_HOOK);
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hookSignatureValid(raw, request.headers, secret)) {
      request.log.warn("git hook with a bad or missing signature refused");
      throw new Refusal(401, { message: HOOK_NOT_SIGNED });
    }
    const keys = deliveryKeys(raw, request.headers);
    if (deliveries?.seen(keys)) {
      request.log.warn("git hook delivery received before refused");
      return reply.code(200).send({ message: HOOK_REPLAYED });
    }
    deliveries?.remember(keys);
    let event: PushEvent;
    try {
      // GitHub can send the event form-encoded (payload=...) when the hook is set up that way.
      const body = /application\/x-www-form-urlencoded/i.test(String(request.headers["content-type"]))
        ? new URLSearchParams(raw.toString("utf8")).get("payload") ?? ""
        : raw.toString("utf8");
      event = JSON.parse(body) as PushEvent;
    } catch {
      throw badRequest(HOOK_BAD_BODY);
    }
    // GitHub's "ping" when a hook is created, and any other event without a ref: accepted, no build.
    if (request.headers["x-github-event"] === "ping") return reply.code(202).send({ message: "Hook is set up. Pushes to the published branch start a build." });
    if (typeof event?.ref !== "string") throw badRequest(HOOK_BAD_BODY);
    if (event.ref !== `refs/heads/${branch}`) return reply.code(202).send({ message: HOOK_OTHER_BRANCH });
    const commit = text(event.checkout_sha) ?? text(event.after) ?? null;
    const pusher = text(event.pusher?.name) ?? text(event.pusher?.username) ?? text(event.user_username) ?? text(event.user_name);
    const build = publisher.request("push", `git push${pusher ? ` by ${pusher}` : ""}`, commit && /^[0-9a-f]{7,64}$/i.test(commit) ? commit : null);
    return reply.code(202).send({ build });
  });
}

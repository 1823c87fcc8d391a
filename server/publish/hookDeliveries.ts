/**
 * The git hook's memory of the deliveries it accepted, so that a signed delivery sent again (by
 * someone who captured it, or by the host retrying) starts no second build. A delivery is known
 * by the digest of its body, which the signature covers, and by the host's delivery id, which it
 * does not (anyone replaying a body can send a fresh id, so the id alone would stop only the
 * host's own retries). Kept for 30 days in one JSON file beside the releases, written by rename.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const DELIVERIES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The headers that name a delivery: GitHub; Gitea and Forgejo (which also send GitHub's and
 * Gogs'); GitLab's Idempotency-Key, the same on every retry of one event, and its event UUID.
 */
const DELIVERY_ID_HEADERS = [
  "x-github-delivery",
  "x-gitea-delivery",
  "x-forgejo-delivery",
  "x-gogs-delivery",
  "idempotency-key",
  "x-gitlab-event-uuid",
];

/** The keys a delivery is remembered by: its body's digest, and each delivery id it names. */
export function deliveryKeys(
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): string[] {
  const keys = [`body:${crypto.createHash("sha256").update(raw).digest("hex")}`];
  for (const name of DELIVERY_ID_HEADERS) {
    const value = headers[name];
    if (typeof value === "string" && value.trim() && value.length <= 200)
      keys.push(`${name}:${value.trim()}`);
  }
  return keys;
}

export function createHookDeliveries(dir: string, now: () => number = Date.now) {
  const file = path.join(dir, "hook-deliveries.json");

  /** Key → when it was received (ms), without the ones older than the window. */
  function read(): Record<string, number> {
    let all: Record<string, number> = {};
    try {
      all = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, number>;
    } catch {
      // No file yet (or a damaged one): nothing remembered.
    }
    const oldest = now() - DELIVERIES_KEPT_MS;
    return Object.fromEntries(
      Object.entries(all).filter(([, at]) => typeof at === "number" && at >= oldest),
    );
  }

  return {
    /** Whether any of `keys` was accepted within the window. */
    seen: (keys: string[]) => {
      const known = read();
      return keys.some((key) => Object.hasOwn(known, key));
    },

    remember(keys: string[]) {
      const known = read();
      for (const key of keys) known[key] = now();
      fs.mkdirSync(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(known));
      fs.renameSync(temp, file);
    },
  };
}

export type HookDeliveries = ReturnType<typeof createHookDeliveries>;

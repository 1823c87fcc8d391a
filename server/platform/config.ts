/**
 * Every setting the server reads from the environment, parsed once. Defaults suit `npm start`
 * on a developer machine; production sets TRUST_PROXY (behind a proxy) and the YouTube pair.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { siteUrlFromEnv } from "../../gatsby/siteUrl";
import { STAFF_ROLES, type StaffRole } from "../../contract/validation/staff";

export const ROOT_DIR = path.resolve(__dirname, "../..");

export type ServerConfig = {
  host: string;
  port: number;
  databasePath: string;
  publicDir: string;
  mediaDir: string;
  /** Public origin for canonical URLs, share cards and RSS: SITE_URL, else the one the build used. */
  siteUrl: string;
  /** Submissions a client may make per route per window (POST /api/contacts, /api/join-qwp). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Searches a client may make a minute (GET /api/search, SEARCH_RATE_LIMIT_MAX; 0 = no limit). */
  searchRateLimitMax: number;
  bodyLimitBytes: number;
  /** false, a number of proxy hops in front of the server, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Whole request (headers and body), headers alone, and an idle socket, in milliseconds. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
  seedDemoContent: boolean;
  /** Where `npm run backup` writes dated folders, and how many of them it keeps. */
  backupDir: string;
  backupKeep: number;
  /** age public keys backups are encrypted to (BACKUP_RECIPIENT, comma-separated); none: backups are refused... */
  backupRecipients: string[];
  /** ...unless BACKUP_UNENCRYPTED=1 (or `npm run backup -- --unencrypted`) asks for a readable copy. */
  backupUnencrypted: boolean;
  youtube?: { apiKey: string; channelId: string; baseUrl: string; cacheMs: number };
  /** While this file exists, /sw.js is the worker that removes itself (server/site/serviceWorker.ts). */
  serviceWorkerOffFile: string;
  /** Extra origins the pages may call (GATSBY_API_URL on another host), for connect-src. */
  extraConnectSrc: string[];
  logLevel: string;
  /** The forms' bot check (server/forms/botCheck.ts). */
  botCheck: {
    /** ALTCHA_HMAC_KEY; unset = generated on first run into `keyFile` beside the database. */
    hmacKey?: string;
    keyFile: string;
    cost: number;
    maxNumber: number;
    minFillMs: number;
  };
  /**
   * Staff session cookie is `Secure` and named `__Host-qwp_staff` (SECURE_COOKIES). Default: on when
   * NODE_ENV=production or the effective site origin (`siteUrl`) is https. Browsers keep Secure
   * cookies from http://localhost and http://127.0.0.1, so development works either way;
   * SECURE_COOKIES=false is the explicit opt-out (a plain-HTTP address other than loopback).
   */
  secureCookies: boolean;
  /**
   * Whether console writes from a loopback origin (http://localhost:PORT, http://127.0.0.1:PORT on this
   * server's port) pass the same-origin rule besides siteUrl's: outside production only
   * (NODE_ENV=production turns it off), and for the browser tests' server (`npm run serve:test`).
   */
  loopbackOrigins: boolean;
  /** Roles whose accounts must have a second factor before they reach anything (STAFF_2FA_ROLES; empty = none). */
  staff2faRoles: StaffRole[];
  /** Failed staff sign-ins one client address may make in 15 minutes before it is refused (ADMIN_LOGIN_MAX_PER_ADDRESS). */
  adminLoginMaxPerAddress: number;
  /** Publishing: releases, builds, the git hook (server/publish/). Off: the server serves publicDir as it is. */
  /** The operator's listener for /metrics and /health (METRICS_HOST, METRICS_PORT; port null = off, 0 = any free port). */
  metrics: { host: string; port: number | null; /** Whether METRICS_PORT was set (the default port, when taken, is skipped: server/platform/ports.ts). */ portSet: boolean };
  /** /api/health/ready answers 503 when the database's disk has less free space than this (HEALTH_MIN_FREE_MB). */
  readyMinFreeBytes: number;
  /** The share of the readers' speed beacons counted (VITALS_SAMPLE, 0 to 1; server/vitals/). */
  vitalsSample: number;
  /**
   * Load shedding (server/platform/loadShedding.ts): a request is answered 503 with Retry-After at
   * once when the event loop has been busy for at least SHED_LOOP_UTILISATION percent (default 90)
   * of each quarter of the last SHED_WINDOW_MS (1000) AND the request waited more than
   * SHED_QUEUE_WAIT_MS (500) (the loop's lag plus the others read before it in the same turn) or SHED_MAX_IN_FLIGHT
   * (64) accepted requests are unanswered. SHED_HEAP_USED_MB (0 = off) refuses while the heap is
   * past it. SHED_LOAD=false switches shedding off. Health and the build's static files are never
   * refused.
   */
  shedding: {
    enabled: boolean;
    loopUtilisation: number;
    windowMs: number;
    queueWaitMs: number;
    maxInFlight: number;
    maxHeapUsedBytes: number;
    retryAfterS: number;
  };
  publishing: {
    /** PUBLISHING: on for `npm start`; off for `npm run serve:test`, `npm run serve:api` and the tests unless they ask. */
    enabled: boolean;
    /** RELEASES_DIR: the releases, the pointer to the live one and the build history. */
    releasesDir: string;
    /** CONTENT_REPO: path or URL of the repository to build; unset: the checkout itself, no fetch. */
    contentRepo?: string;
    /** CONTENT_BRANCH: the branch that is published (default main). */
    contentBranch: string;
    /** BUILD_WORKSPACE: where builds run; default var/build-workspace with CONTENT_REPO, else the checkout. */
    workspaceDir: string;
    /** DEPLOY_HOOK_SECRET: the git hook's shared secret; unset, POST /api/hooks/git answers 404. */
    hookSecret?: string;
    /**
     * CONTENT_EDIT_DIR: the clone of CONTENT_REPO the console's content commits are made in
     * (default: content-edit beside RELEASES_DIR, i.e. var/content-edit); unused without CONTENT_REPO.
     */
    contentEditDir: string;
  };
};

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** A setting the server cannot run with; startServer prints the message and exits. */
export class ConfigError extends Error {}

/**
 * TRUST_PROXY: a hop count ("1" for one reverse proxy) or a comma-separated list of the proxies'
 * addresses or CIDRs. "true" is refused: trusting every hop lets anyone choose their address
 * with X-Forwarded-For (and so escape the rate limit).
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? "").trim();
  if (!text || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes|on)$/i.test(text)) {
    throw new ConfigError(
      `TRUST_PROXY=${text} would trust every X-Forwarded-For hop, so any client could pick its own address. ` +
        'Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  }
  const entries = text.split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = net.isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !validBits || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" is not an IP address or CIDR (give a hop count or addresses like 10.0.0.5,10.0.1.0/24).`);
    }
  }
  return entries;
}

/** The site address the build wrote into the home page's canonical link, if there is a build. */
export function builtSiteUrl(publicDir: string): string | undefined {
  let html: string;
  try {
    html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  } catch {
    return undefined;
  }
  const link = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0];
  const href = link && /\bhref=["']([^"']+)["']/i.exec(link)?.[1];
  if (!href || !/^https?:\/\//i.test(href)) return undefined;
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return undefined;
  }
}

function siteUrlOf(env: NodeJS.ProcessEnv, publicDir: string): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    if (!/^https?:\/\/[^/\s]+/i.test(configured)) throw new ConfigError(`SITE_URL must be an http(s) address like https://www.qwp.org.pk, got "${configured}".`);
    return configured.replace(/\/+$/, "");
  }
  return builtSiteUrl(publicDir) ?? siteUrlFromEnv(undefined);
}

/**
 * STAFF_2FA_ROLES: the roles that must sign in with a second factor, comma-separated. Unset means
 * admin and office, the roles that read and export national ID numbers; an empty value means none.
 */
export function parseStaff2faRoles(value: string | undefined): StaffRole[] {
  if (value === undefined) return ["admin", "office"];
  const roles = value.split(",").map((role) => role.trim().toLowerCase()).filter(Boolean);
  for (const role of roles) {
    if (!(STAFF_ROLES as readonly string[]).includes(role)) {
      throw new ConfigError(`STAFF_2FA_ROLES: "${role}" is not a role; use a comma-separated list of ${STAFF_ROLES.join(", ")} (or leave it empty for none).`);
    }
  }
  return [...new Set(roles)] as StaffRole[];
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : !/^(0|false|no|off)$/i.test(value);

/** A branch name git accepts and that cannot be read as an option. */
const BRANCH = /^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]{1,200}$/;

function publishingOf(env: NodeJS.ProcessEnv): ServerConfig["publishing"] {
  const contentRepo = env.CONTENT_REPO?.trim() || undefined;
  const contentBranch = env.CONTENT_BRANCH?.trim() || "main";
  if (!BRANCH.test(contentBranch)) throw new ConfigError(`CONTENT_BRANCH "${contentBranch}" is not a branch name (letters, digits, . _ / -).`);
  if (contentRepo?.startsWith("-")) throw new ConfigError(`CONTENT_REPO "${contentRepo}" is not a repository path or URL.`);
  return {
    enabled: bool(env.PUBLISHING, false),
    releasesDir: path.resolve(ROOT_DIR, env.RELEASES_DIR || "var/releases"),
    contentRepo: contentRepo && !/^[a-z][a-z0-9+.-]*:/i.test(contentRepo) && !/^[^/]+@[^/]+:/.test(contentRepo) ? path.resolve(ROOT_DIR, contentRepo) : contentRepo,
    contentBranch,
    workspaceDir: path.resolve(ROOT_DIR, env.BUILD_WORKSPACE || (contentRepo ? "var/build-workspace" : ".")),
    hookSecret: env.DEPLOY_HOOK_SECRET || undefined,
    contentEditDir: path.resolve(ROOT_DIR, env.CONTENT_EDIT_DIR || path.join(path.dirname(path.resolve(ROOT_DIR, env.RELEASES_DIR || "var/releases")), "content-edit")),
  };
}

/** An age X25519 recipient: "age1" and 58 characters of bech32. */
const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;

/** BACKUP_RECIPIENT: one or more age recipients, separated by commas or spaces. */
function recipientsOf(value: string | undefined): string[] {
  const recipients = (value ?? "").split(/[\s,]+/).filter(Boolean);
  for (const recipient of recipients) {
    if (!AGE_RECIPIENT.test(recipient)) {
      throw new ConfigError(`BACKUP_RECIPIENT: "${recipient}" is not an age public key (age1 and 58 letters and digits; "age-keygen -y key.txt" prints the one of a key).`);
    }
  }
  return recipients;
}

/** VITALS_SAMPLE: a share from 0 (count none) to 1 (count every beacon, the default for a small site). */
export function parseVitalsSample(value: string | undefined): number {
  const text = (value ?? "").trim();
  if (!text) return 1;
  const share = Number(text);
  if (!/^\d*\.?\d+$/.test(text) || share > 1) throw new ConfigError(`VITALS_SAMPLE "${text}" is not a share from 0 to 1 (1 counts every page view, 0.1 one in ten).`);
  return share;
}

/** METRICS_PORT: a port, 0 for any free one, or off/false/no to run without the metrics listener. */
export function parseMetricsPort(value: string | undefined): number | null {
  const text = (value ?? "").trim();
  if (!text) return 9464;
  if (/^(off|false|no|none)$/i.test(text)) return null;
  if (/^\d+$/.test(text) && Number(text) <= 65535) return Number(text);
  throw new ConfigError(`METRICS_PORT "${text}" is not a port (a number up to 65535, or off to disable the metrics listener).`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const youtubeKey = env.YOUTUBE_API_KEY?.trim();
  const youtubeChannel = env.YOUTUBE_CHANNEL_ID?.trim();
  const apiUrl = env.GATSBY_API_URL?.trim();
  const publicDir = path.resolve(ROOT_DIR, env.PUBLIC_DIR || "public");
  const databasePath = path.resolve(ROOT_DIR, env.DATABASE_PATH || "var/qwp.sqlite");
  const siteUrl = siteUrlOf(env, publicDir);
  return {
    host: env.HOST || "0.0.0.0",
    port: int(env.PORT, 8000),
    databasePath,
    publicDir,
    mediaDir: path.resolve(ROOT_DIR, env.MEDIA_DIR || "var/media"),
    siteUrl,
    rateLimitMax: int(env.RATE_LIMIT_MAX, 20),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 10 * 60_000),
    searchRateLimitMax: int(env.SEARCH_RATE_LIMIT_MAX, 120),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    headersTimeoutMs: int(env.HEADERS_TIMEOUT_MS, 10_000),
    connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 60_000),
    seedDemoContent: bool(env.SEED_DEMO_CONTENT, true),
    backupDir: path.resolve(ROOT_DIR, env.BACKUP_DIR || "var/backups"),
    serviceWorkerOffFile: path.resolve(ROOT_DIR, env.SERVICE_WORKER_OFF_FILE || "var/service-worker-off"),
    backupKeep: Math.max(1, int(env.BACKUP_KEEP, 14)),
    backupRecipients: recipientsOf(env.BACKUP_RECIPIENT),
    backupUnencrypted: bool(env.BACKUP_UNENCRYPTED, false),
    youtube:
      youtubeKey && youtubeChannel
        ? {
            apiKey: youtubeKey,
            channelId: youtubeChannel,
            baseUrl: (env.YOUTUBE_API_BASE || "https://www.googleapis.com/youtube/v3").replace(/\/+$/, ""),
            cacheMs: int(env.YOUTUBE_CACHE_MS, 15 * 60_000),
          }
        : undefined,
    extraConnectSrc: apiUrl && /^https?:\/\//.test(apiUrl) ? [new URL(apiUrl).origin] : [],
    logLevel: env.LOG_LEVEL || "info",
    botCheck: {
      hmacKey: env.ALTCHA_HMAC_KEY?.trim() || undefined,
      keyFile: path.join(path.dirname(databasePath), "altcha-hmac.key"),
      cost: Math.max(1, int(env.ALTCHA_COST, 1000)),
      maxNumber: Math.max(1, int(env.ALTCHA_MAX_NUMBER, 2000)),
      minFillMs: int(env.ALTCHA_MIN_FILL_MS, 3000),
    },
    secureCookies: bool(env.SECURE_COOKIES ?? env.COOKIE_SECURE, env.NODE_ENV === "production" || /^https:/i.test(siteUrl)),
    loopbackOrigins: env.NODE_ENV !== "production",
    staff2faRoles: parseStaff2faRoles(env.STAFF_2FA_ROLES),
    adminLoginMaxPerAddress: Math.max(1, int(env.ADMIN_LOGIN_MAX_PER_ADDRESS, 20)),
    publishing: publishingOf(env),
    metrics: { host: env.METRICS_HOST?.trim() || "127.0.0.1", port: parseMetricsPort(env.METRICS_PORT), portSet: Boolean(env.METRICS_PORT?.trim()) },
    readyMinFreeBytes: int(env.HEALTH_MIN_FREE_MB, 256) * 1024 * 1024,
    vitalsSample: parseVitalsSample(env.VITALS_SAMPLE),
    shedding: {
      enabled: bool(env.SHED_LOAD, true),
      loopUtilisation: Math.min(100, Math.max(1, int(env.SHED_LOOP_UTILISATION, 90))) / 100,
      windowMs: Math.max(40, int(env.SHED_WINDOW_MS, 1000)),
      queueWaitMs: int(env.SHED_QUEUE_WAIT_MS, 500),
      maxInFlight: Math.max(1, int(env.SHED_MAX_IN_FLIGHT, 64)),
      maxHeapUsedBytes: int(env.SHED_HEAP_USED_MB, 0) * 1024 * 1024,
      retryAfterS: Math.max(1, int(env.SHED_RETRY_AFTER_S, 5)),
    },
  };
}

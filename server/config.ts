/**
 * Every setting the server reads from the environment, parsed once. Defaults suit `npm start`
 * on a developer machine; production sets SITE_URL, TRUST_PROXY and the YouTube pair.
 */
import path from "node:path";

export const ROOT_DIR = path.resolve(__dirname, "..");

export type ServerConfig = {
  host: string;
  port: number;
  databasePath: string;
  publicDir: string;
  mediaDir: string;
  /** Public origin for canonical URLs, share cards and RSS; undefined = the request's own origin. */
  siteUrl?: string;
  /** Submissions a client may make per route per window (POST /api/contacts, /api/join-qwp). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  bodyLimitBytes: number;
  trustProxy: boolean | string;
  seedDemoContent: boolean;
  youtube?: { apiKey: string; channelId: string; baseUrl: string; cacheMs: number };
  /** Extra origins the pages may call (GATSBY_API_URL on another host), for connect-src. */
  extraConnectSrc: string[];
  logLevel: string;
  /**
   * Staff session cookie is `Secure` and named `__Host-qwp_staff` (SECURE_COOKIES). Default: on when
   * NODE_ENV=production or SITE_URL is https; must be off only for plain-HTTP development.
   */
  secureCookies: boolean;
  /** Failed staff sign-ins one client address may make in 15 minutes before it is refused (ADMIN_LOGIN_MAX_PER_ADDRESS). */
  adminLoginMaxPerAddress: number;
};

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : !/^(0|false|no|off)$/i.test(value);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const youtubeKey = env.YOUTUBE_API_KEY?.trim();
  const youtubeChannel = env.YOUTUBE_CHANNEL_ID?.trim();
  const apiUrl = env.GATSBY_API_URL?.trim();
  let trustProxy: boolean | string = false;
  if (env.TRUST_PROXY) trustProxy = /^(1|true|yes)$/i.test(env.TRUST_PROXY) ? true : env.TRUST_PROXY;
  return {
    host: env.HOST || "0.0.0.0",
    port: int(env.PORT, 8000),
    databasePath: path.resolve(ROOT_DIR, env.DATABASE_PATH || "var/qwp.sqlite"),
    publicDir: path.resolve(ROOT_DIR, env.PUBLIC_DIR || "public"),
    mediaDir: path.resolve(ROOT_DIR, env.MEDIA_DIR || "var/media"),
    siteUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, "") : undefined,
    rateLimitMax: int(env.RATE_LIMIT_MAX, 20),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 10 * 60_000),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024),
    trustProxy,
    seedDemoContent: bool(env.SEED_DEMO_CONTENT, true),
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
    secureCookies: bool(env.SECURE_COOKIES ?? env.COOKIE_SECURE, env.NODE_ENV === "production" || /^https:/i.test(env.SITE_URL ?? "")),
    adminLoginMaxPerAddress: Math.max(1, int(env.ADMIN_LOGIN_MAX_PER_ADDRESS, 20)),
  };
}

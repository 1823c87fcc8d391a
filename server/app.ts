/**
 * The server as a Fastify instance: the JSON API under /api and the built site on the same
 * origin. Built by a function so tests can give it a temporary database and inject requests.
 */
import http from "node:http";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from "fastify";
import rateLimitPlugin, { type RateLimitOptions } from "@fastify/rate-limit";
import { clientKey } from "./platform/clientKey";
import { ROOT_DIR, type ServerConfig } from "./platform/config";
import { openDatabase, type Db } from "./platform/database";
import { freeBytes, isStorageError } from "./platform/databaseHealth";
import { createStoreRepository } from "./store/storeRepository";
import { createMediaRepository, type MediaRepository } from "./media/mediaRepository";
import { createNewsRepository, type NewsRepository } from "./news/newsRepository";
import { createSubmissionRepository, type SubmissionRepository } from "./forms/submissions";
import { createVideoRepository } from "./videos/videoRepository";
import { createBotCheck, type BotCheck } from "./forms/botCheck";
import { storeRoutes } from "./store/storeRoutes";
import { formRoutes } from "./forms/formRoutes";
import { createFormSubmission } from "./forms/formSubmission";
import { healthRoutes } from "./health/healthRoutes";
import { VERSION, createReadiness, databaseBytes, type Readiness } from "./health/readiness";
import { createMetrics, type Metrics } from "./platform/metrics";
import { installCompression } from "./platform/compression";
import { installLoadShedding, overloaded } from "./platform/loadShedding";
import { closeHeavyWork, PoolFull, warmHeavyWork } from "./platform/workerPool";
import { CHECK_EDIT_TASK } from "./content/contentEditor";
import { RENDER_CALENDAR_TASK } from "./site/calendarFiles";
import { RENDER_VIEW_TASK } from "./site/contentMarkup";
import { installOpenApi, openApiRoutes } from "./platform/openApi";
import { installRefusedBodyDraining } from "./platform/refusedBodies";
import { validationRefusal, validatorCompiler } from "./platform/schemaValidation";
import { newsRoutes } from "./news/newsRoutes";
import { createEventRepository, type EventRepository } from "./events/eventRepository";
import { eventRoutes } from "./events/eventRoutes";
import { createAttendance } from "./events/attendance";
import { liveDistricts } from "./districts/districtDirectory";
import { eventAdminRoutes } from "./events/eventAdminRoutes";
import { createEventDesk } from "./events/eventDesk";
import { searchRoutes } from "./search/searchRoutes";
import { vitalsRoutes } from "./vitals/vitalsRoutes";
import { vitalsAdminRoutes } from "./vitals/vitalsAdminRoutes";
import { createVitalsRepository } from "./vitals/vitalsRepository";
import { isKnownRoute } from "./vitals/knownRoute";
import { searchAdminRoutes } from "./search/searchAdminRoutes";
import { createSiteSearch, type SiteSearch } from "./search/siteSearch";
import { firstVideoPage, videoRoutes } from "./videos/videoRoutes";
import { createYouTubeClient } from "./videos/youtubeClient";
import { accountRoutes } from "./staff/accountRoutes";
import { installAdminScope, type StaffAdmin } from "./staff/adminScope";
import { previewRoutes } from "./site/previewRoutes";
import type { AuditLog } from "./staff/auditLog";
import { auditRoutes } from "./staff/auditRoutes";
import { inboxRoutes } from "./inbox/inboxRoutes";
import { newsroomRoutes } from "./news/newsroomRoutes";
import { createNewsroom } from "./news/newsroom";
import { mediaRoutes } from "./media/mediaRoutes";
import { storeAdminRoutes } from "./store/storeAdminRoutes";
import type { Clock } from "./platform/clock";
import type { LockoutSettings } from "./staff/loginAttempts";
import { sessionRoutes } from "./staff/sessionRoutes";
import type { SessionTimes } from "./staff/sessions";
import { createStaffAdmin } from "./staff/staffAdmin";
import { staffRoutes } from "./staff/staffRoutes";
import { publishRoutes } from "./publish/publishRoutes";
import { contentRoutes } from "./content/contentRoutes";
import { createContentEditing } from "./content/setup";
import { hookRoutes } from "./publish/hookRoutes";
import { createPublishing, type Publishing } from "./publish/setup";
import type { BuildStep } from "./publish/workspace";
import { API_CSP, SECURITY_HEADERS, SHARED, apiCacheControl } from "./site/headers";
import { answerInRequestLanguage, englishText } from "./platform/language";
import { answerRefusal, Refusal } from "./platform/refusal";
import { installCachePolicy } from "./site/cachePolicy";
import { siteRoutes } from "./site/siteRoutes";
import { createPageEnhancers } from "./site/pageEnhancers";
import { newsPages } from "./site/newsPages";
import { eventPages } from "./site/eventPages";
import { searchPage } from "./site/searchPage";
import { videosPage } from "./site/videosPage";
import { StaticSite } from "./site/staticSite";

export const RATE_LIMITED = englishText("rateLimited");
export const SERVER_ERROR = englishText("serverError");
export const STORAGE_UNAVAILABLE = englishText("storageUnavailable");
/** Seconds a client is asked to wait before retrying when storage is unavailable. */
export const STORAGE_RETRY_AFTER_S = 300;

/** Fastify's secure JSON parsing refuses these keys (they would change every object's prototype). */
export const PROTOTYPE_KEY = englishText("prototypeKey");

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: englishText("bodyTooLarge"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: englishText("notJsonMediaType"),
  FST_ERR_CTP_EMPTY_JSON_BODY: englishText("emptyBody"),
  FST_ERR_CTP_INVALID_JSON_BODY: englishText("invalidJson"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: englishText("badContentLength"),
  FST_CP_ERR_INVALID_CONTENT_ENCODING: englishText("badContentEncoding"),
  FST_CP_ERR_INVALID_CONTENT: englishText("badCompressedBody"),
  FST_ERR_BAD_URL: englishText("badUrl"),
  FST_ERR_MAX_PARAM_LENGTH: englishText("urlTooLong"),
  QWP_PROTOTYPE_KEY: PROTOTYPE_KEY,
};

/** Errors Node's HTTP parser raises before Fastify sees a request (the answer is written raw). */
const CONNECTION_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."],
};
const MALFORMED_REQUEST = "The request could not be understood.";

function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", API_CSP);
  return reply;
}

function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type App = {
  app: FastifyInstance;
  db: Db;
  news: NewsRepository;
  events: EventRepository;
  search: SiteSearch;
  mediaLibrary: MediaRepository;
  submissions: SubmissionRepository;
  site: StaticSite;
  botCheck: BotCheck;
  /** The audit log; admin feature plugins get it in their options as `{ audit }`. */
  audit: AuditLog;
  staffAdmin: StaffAdmin;
  /** Releases, builds and the git hook (publisher undefined when publishing is off). */
  publishing: Publishing;
  /** The app's metrics; the operator's listener (server/metrics/metricsListener.ts) serves its registry. */
  metrics: Metrics;
  /** Ready to serve, with the details only the metrics listener shows. */
  readiness: Readiness;
};

export type BuildOptions = {
  logger?: boolean | object;
  db?: Db;
  /** The clock of sessions, sign-in lockouts, the audit log and scheduled news (tests move it instead of sleeping). */
  now?: Clock;
  sessionTimes?: SessionTimes;
  lockout?: Partial<LockoutSettings>;
  /** The build step the publisher runs (tests of the queue inject one; the default is the real gatsby build). */
  buildStep?: BuildStep;
  /** Told of every route as it is registered (the test that every API route has a schema reads them). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(config: ServerConfig, { logger = false, db: givenDb, now, sessionTimes, lockout, buildStep, onRoute }: BuildOptions = {}): Promise<App> {
  const db = givenDb ?? openDatabase(config.databasePath);
  const staffAdmin = createStaffAdmin(db, {
    secureCookies: config.secureCookies,
    siteUrl: config.siteUrl,
    loopbackOrigins: config.loopbackOrigins,
    secondFactorRoles: config.staff2faRoles,
    now,
    sessionTimes,
    lockout: { maxPerAddress: config.adminLoginMaxPerAddress, ...lockout },
  });
  const { audit } = staffAdmin;
  const clock: Clock = now ?? Date.now;
  const botCheck = createBotCheck(db, config.botCheck, clock);
  const metrics = createMetrics(VERSION);
  const publishing = createPublishing(config, { audit, step: buildStep, eventDistricts: () => events.districtsInUse(), now: clock, metrics: metrics.builds, onError: (error) => app.log.error({ err: error }, "build failed to run") });
  // The live release's districts, as its events page names them (the checkout's before any build).
  const districts = liveDistricts(publishing.live.current, ROOT_DIR);
  const search = createSiteSearch(db, { clock, siteDir: () => publishing.live.current().root, dataRoot: ROOT_DIR, districts, onError: (error) => app.log.error({ err: error }, "search indexing failed") });
  void search.refresh();
  const news = createNewsRepository(db, clock, search.newsListener);
  const mediaLibrary = createMediaRepository(db, clock);
  const events = createEventRepository(db, clock, districts);
  const store = createStoreRepository(db);
  const submissions = createSubmissionRepository(db);
  const media = new StaticSite(config.mediaDir);

  const app = Fastify({
    logger: logger === true ? { level: config.logLevel } : logger,
    bodyLimit: config.bodyLimitBytes,
    // A hop count N trusts the N nearest hops; the client is the address the outermost one reported.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    // Slow clients must not hold sockets: the whole request, its headers, and an idle connection.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs || Infinity),
      connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(config.headersTimeoutMs / 4) || 30_000)),
    },
    // Secure JSON parsing: a body carrying __proto__ or constructor.prototype is refused (400).
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    return503OnClosing: true,
    routerOptions: { maxParamLength: 300 },
    // A URL Fastify cannot decode goes through the same handler as every other error, with a message
    // that does not echo the path. Such replies skip the onSend hook, so the headers are set here.
    frameworkErrors: (error, request, reply) => handleError(error, request, withSecurityHeaders(reply)),
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const [status, message] = CONNECTION_ERRORS[error.code ?? ""] ?? [400, MALFORMED_REQUEST];
      const body = JSON.stringify({ message });
      const headers = { ...SECURITY_HEADERS, "Content-Security-Policy": API_CSP, "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(body)), Connection: "close" };
      if (socket.writable) {
        socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n${body}`);
      }
      socket.destroy(error);
    },
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  if (!givenDb) app.addHook("onClose", async () => db.close());
  // A stopping server ends its build (recorded as discarded) before the database closes.
  app.addHook("onClose", async () => publishing.publisher?.close());
  // Heavy work runs on worker threads: the first one starts (and loads its modules) once the server listens.
  app.addHook("onListen", async () => warmHeavyWork([CHECK_EDIT_TASK, RENDER_CALENDAR_TASK, RENDER_VIEW_TASK]));
  app.addHook("onClose", closeHeavyWork);

  /** The refusal a failed request is answered with: a thrown Refusal as it is, any other error as the one it amounts to. */
  function refusalFor(error: FastifyError, request: FastifyRequest): Refusal {
    if (error instanceof Refusal) return error;
    if (isStorageError(error)) {
      request.log.error({ err: error }, "storage unavailable");
      return new Refusal(503, { message: STORAGE_UNAVAILABLE }, { "Retry-After": String(STORAGE_RETRY_AFTER_S) });
    }
    if (error instanceof PoolFull) {
      metrics.shed();
      return overloaded(config.shedding.retryAfterS);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return new Refusal(500, { message: SERVER_ERROR });
    }
    if (status === 429) return new Refusal(429, { message: RATE_LIMITED });
    const refusal = validationRefusal(error, request.routeOptions.schema);
    if (refusal) return new Refusal(refusal.status, refusal.body);
    let message = (error.code && CLIENT_ERRORS[error.code]) || undefined;
    if (!message && error instanceof SyntaxError) message = CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
    return new Refusal(status, { message: message ?? englishText("notProcessed") });
  }
  /** The one place a refusal becomes an answer (checked by __tests__/architecture/refusals.test.ts). */
  function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    return answerRefusal(reply, refusalFor(error, request));
  }
  app.setErrorHandler(handleError);
  app.setValidatorCompiler(validatorCompiler);
  await installOpenApi(app, VERSION, { cookieName: staffAdmin.cookie.name, isSharedRead: (urlPath) => apiCacheControl("GET", urlPath, 200) === SHARED });

  // Fastify's JSON parser answers "not valid JSON" for a body it refused for its __proto__ keys; a
  // body that plain JSON.parse accepts was refused for those keys, and the answer says so.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    defaultJson(request, String(body), (error, value) => {
      if (error && isPlainJson(String(body))) {
        done(Object.assign(new Error(PROTOTYPE_KEY), { statusCode: 400, code: "QWP_PROTOTYPE_KEY" }), undefined);
      } else done(error, value);
    }),
  );

  app.addHook("onSend", async (_request, reply, payload) => {
    withSecurityHeaders(reply);
    return payload;
  });
  installRefusedBodyDraining(app);
  // Before compression: the ETag is of the answer's own bytes, and a 304 has none to compress.
  installCachePolicy(app);
  // The route's pattern, so /news/{any slug} is one series and a scan of random URLs adds none.
  app.addHook("onResponse", async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? "(no route)", reply.statusCode, reply.elapsedTime / 1000);
  });
  installLoadShedding(app, config.shedding, metrics.shed);
  const readiness = createReadiness({ db, databasePath: config.databasePath, live: publishing.live, minFreeBytes: config.readyMinFreeBytes });
  metrics.watch({
    databaseBytes: () => databaseBytes(config.databasePath),
    diskFreeBytes: () => freeBytes(config.databasePath),
    ready: () => readiness().ready,
    buildQueue: () => {
      const status = publishing.publisher?.status();
      return { running: status?.building ? 1 : 0, queued: status?.queued ? 1 : 0 };
    },
  });

  await installCompression(app);
  await app.register(rateLimitPlugin, { global: false });
  answerInRequestLanguage(app);

  const rateLimit: RateLimitOptions | false = config.rateLimitMax > 0
    ? {
        max: config.rateLimitMax,
        timeWindow: config.rateLimitWindowMs,
        // Replays of an Idempotency-Key count too: otherwise replaying keys is a way past the limit.
        keyGenerator: clientKey,
      }
    : false;

  // Searches are counted a minute: a reader asks a few, a script asking thousands meets 429.
  const searchRateLimit: RateLimitOptions | false = config.searchRateLimitMax > 0 ? { max: config.searchRateLimitMax, timeWindow: 60_000, keyGenerator: clientKey } : false;

  const newsroom = createNewsroom({ news, mediaLibrary, audit });
  const eventDesk = createEventDesk({ events, mediaLibrary, audit, now: clock, districts });
  const forms = createFormSubmission({ submissions, rateLimit, botCheck, clock, metrics: metrics.forms });
  const videos = createVideoRepository(db);
  const vitals = createVitalsRepository(db, clock);
  // One page view sends one beacon: three times a form's allowance covers a reader browsing the site.
  const vitalsRateLimit: RateLimitOptions | false = rateLimit && { ...rateLimit, max: Number(rateLimit.max) * 3 };
  // One client, so the API and the videos page's HTML share YouTube's cached answers.
  const youtubeClient = config.youtube && createYouTubeClient(config.youtube);
  await app.register(
    async (api) => {
      await api.register(openApiRoutes);
      await api.register(healthRoutes, { readiness });
      await api.register(newsRoutes, { news });
      await api.register(eventRoutes, { events, attendance: createAttendance({ events, forms, districts }), forms, districts });
      await api.register(searchRoutes, { search, rateLimit: searchRateLimit });
      await api.register(vitalsRoutes, {
        vitals,
        metrics,
        rateLimit: vitalsRateLimit,
        sample: config.vitalsSample,
        knownRoute: (route: string) => isKnownRoute(publishing.live.current().root, route),
      });
      await api.register(formRoutes, { rateLimit, botCheck, forms });
      await api.register(storeRoutes, { store });
      await api.register(videoRoutes, { videos, client: youtubeClient });
      await api.register(hookRoutes, { publisher: publishing.publisher, deliveries: publishing.deliveries, secret: config.publishing.hookSecret, branch: config.publishing.contentBranch });
    },
    { prefix: "/api" },
  );
  // The staff console's API. Hooks installed here (same-origin check, session) cover
  // every route registered in this scope: add each admin feature as one line below.
  await app.register(
    async (admin) => {
      await installAdminScope(admin, staffAdmin);
      await admin.register(sessionRoutes, { ...staffAdmin, signInMetrics: metrics.signIns });
      await admin.register(accountRoutes, staffAdmin);
      await admin.register(staffRoutes, staffAdmin);
      await admin.register(auditRoutes, { audit });
      await admin.register(inboxRoutes, { db, audit, now: clock });
      await admin.register(newsroomRoutes, { newsroom });
      await admin.register(mediaRoutes, { mediaLibrary, mediaDir: config.mediaDir, audit });
      await admin.register(eventAdminRoutes, { desk: eventDesk, events, now: clock, districts });
      await admin.register(searchAdminRoutes, { misses: search.misses });
      await admin.register(vitalsAdminRoutes, { vitals });
      await admin.register(storeAdminRoutes, { store, audit });
      await admin.register(publishRoutes, publishing);
      await admin.register(contentRoutes, { editor: createContentEditing(config, { publisher: publishing.publisher, audit }) });
    },
    { prefix: "/api/admin" },
  );
  await app.register(previewRoutes, {
    staffAdmin,
    site: publishing.live.current,
    news,
    events,
    eventDraftOf: eventDesk.draftOf,
    articleDraftOf: newsroom.draftOf,
    siteUrl: config.siteUrl,
    extraConnectSrc: config.extraConnectSrc,
  });
  // Each feature's server-made pages.
  const pages = createPageEnhancers();
  pages.register(...newsPages({ news, siteUrl: config.siteUrl }), ...eventPages({ events, siteUrl: config.siteUrl }));
  pages.register(searchPage({ search }), videosPage({ firstVideoPage: () => firstVideoPage(videos, youtubeClient) }));
  await app.register(siteRoutes, {
    site: publishing.live.current,
    media,
    news,
    events,
    pages,
    siteUrl: config.siteUrl,
    extraConnectSrc: config.extraConnectSrc,
    districts,
    serviceWorkerOffFile: config.serviceWorkerOffFile,
  });

  return { app, db, news, events, search, mediaLibrary, submissions, site: publishing.live.current(), audit, staffAdmin, botCheck, publishing, metrics, readiness };
}

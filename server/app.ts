/**
 * The server as a Fastify instance: the JSON API under /api and the built site on the same
 * origin. Built by a function so tests can give it a temporary database and inject requests.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from "fastify";
import compressPlugin from "@fastify/compress";
import rateLimitPlugin, { type RateLimitOptions } from "@fastify/rate-limit";
import type { ServerConfig } from "./config";
import { openDatabase, type Db } from "./db/database";
import { createStoreRepository } from "./repositories/store";
import { createNewsRepository, type NewsRepository } from "./repositories/news";
import { createSubmissionRepository, type SubmissionRepository } from "./repositories/submissions";
import { createVideoRepository } from "./repositories/videos";
import { storeRoutes } from "./routes/store";
import { formRoutes } from "./routes/forms";
import { newsRoutes } from "./routes/news";
import { videoRoutes } from "./routes/videos";
import { API_CSP, SECURITY_HEADERS } from "./site/headers";
import { siteRoutes } from "./site/siteRoutes";
import { StaticSite, compressAnswer } from "./site/staticSite";

export const RATE_LIMITED = "Too many submissions from your connection. Please wait a few minutes and try again.";
export const SERVER_ERROR = "Something went wrong on our side. Please try again later.";

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The submission is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the form as JSON (Content-Type: application/json).",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body.",
  FST_CP_ERR_INVALID_CONTENT_ENCODING: "The request's Content-Encoding is not supported.",
  FST_CP_ERR_INVALID_CONTENT: "The request body could not be decompressed.",
};

export type App = {
  app: FastifyInstance;
  db: Db;
  news: NewsRepository;
  submissions: SubmissionRepository;
  site: StaticSite;
};

export async function buildApp(config: ServerConfig, { logger = false, db: givenDb }: { logger?: boolean | object; db?: Db } = {}): Promise<App> {
  const db = givenDb ?? openDatabase(config.databasePath);
  const news = createNewsRepository(db);
  const submissions = createSubmissionRepository(db);
  const site = new StaticSite(config.publicDir);
  const media = new StaticSite(config.mediaDir);

  const app = Fastify({
    logger: logger === true ? { level: config.logLevel } : logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Secure JSON parsing: a body carrying __proto__ or constructor.prototype is refused (400).
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    return503OnClosing: true,
    routerOptions: { maxParamLength: 300 },
  });
  if (!givenDb) app.addHook("onClose", async () => db.close());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: SERVER_ERROR });
    }
    if (status === 429) return reply.code(429).send({ message: RATE_LIMITED });
    let message = (error.code && CLIENT_ERRORS[error.code]) || undefined;
    if (!message && error instanceof SyntaxError) message = CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
    if (!message && /prototype property/i.test(error.message)) message = "The request body contains a forbidden property name.";
    return reply.code(status).send({ message: message ?? "The request could not be processed." });
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", API_CSP);
    return payload;
  });

  // Request bodies sent compressed are inflated (with the body limit applied to the result) by
  // @fastify/compress; answers are compressed by the one path below, shared with the site's files.
  await app.register(compressPlugin, { globalCompression: false, encodings: ["br", "gzip"] });
  app.addHook("onSend", async (request, reply, payload) => compressAnswer(request, reply, payload));
  await app.register(rateLimitPlugin, { global: false });

  const rateLimit: RateLimitOptions | false = config.rateLimitMax > 0
    ? {
        max: config.rateLimitMax,
        timeWindow: config.rateLimitWindowMs,
        // A retry of a submission already stored (same Idempotency-Key) is not a new submission.
        allowList: (request: FastifyRequest) => {
          const key = request.headers["idempotency-key"];
          const route = (request.routeOptions.url ?? "").replace(/^\/api\//, "");
          return typeof key === "string" && submissions.hasAnswer(key.trim().replace(/^"(.*)"$/, "$1"), route);
        },
      }
    : false;

  await app.register(
    async (api) => {
      await api.register(newsRoutes, { news });
      await api.register(formRoutes, { submissions, rateLimit });
      await api.register(storeRoutes, { store: createStoreRepository(db) });
      await api.register(videoRoutes, { videos: createVideoRepository(db), youtube: config.youtube });
    },
    { prefix: "/api" },
  );
  await app.register(siteRoutes, { site, media, news, siteUrl: config.siteUrl, extraConnectSrc: config.extraConnectSrc });

  return { app, db, news, submissions, site };
}

/**
 * Helpers for the server's tests: an app on a throwaway database and a throwaway "built site"
 * shaped like Gatsby's output, so tests don't depend on a real build.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createStaffRepository } from "./admin/staffAccounts";
import type { Role } from "./admin/roles";
import { buildApp, type BuildOptions } from "./app";
import { loadConfig, type ServerConfig } from "./config";
import type { Db } from "./db/database";
import type { NewsInput } from "./repositories/news";

export function tempDir(prefix = "qwp-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem("theme");if(t==="dark")document.documentElement.classList.add("dark")}catch(e){}})();`;

const page = (title: string, pagePath: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><script>${THEME_SCRIPT}</script><style>body{margin:0}</style><title data-gatsby-head="true">${title} | Qaumi Watan Party</title><meta data-gatsby-head="true" name="description" content="Generic description"/><meta data-gatsby-head="true" property="og:title" content="${title}"/><link data-gatsby-head="true" rel="canonical" href="https://www.qwp.org.pk${pagePath}"/></head><body><div id="___gatsby">${body}</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

/** Writes a miniature Gatsby build: pages, a client-only news page, a 404 page, hashed assets. */
export function writeFixtureSite(dir: string): string {
  const files: Record<string, string> = {
    "index.html": page("Home", "/", `<main><h1>Qaumi Watan Party</h1>${"<p>Peace, rights and autonomy.</p>".repeat(40)}</main>`),
    "about/about/index.html": page("About Party", "/about/about", "<main><h1>About Party</h1></main>"),
    "news/index.html": page("News", "/news", "<main><h1>News</h1></main>"),
    "news/[...]/index.html": page("News", "/news/[...]", "<main><h1>News article</h1></main>"),
    "leader/[...]/index.html": page("Leader", "/leader/[...]", "<main><p>Leader not found.</p></main>"),
    "leader/asfandyar/index.html": page("Leader", "/leader/asfandyar", "<main><h1>A leader</h1></main>"),
    "404.html": page("Page not found", "/404.html", "<main><h1>404</h1><p>Oops! Page Not Found</p></main>"),
    "404/index.html": page("Page not found", "/404", "<main><h1>404</h1></main>"),
    "app-0123456789abcdef0123.js": `/* app */${"console.log('qwp');".repeat(200)}`,
    "page-data/index/page-data.json": JSON.stringify({ path: "/", result: { data: {} } }),
    "page-data/sq/d/123456789.json": JSON.stringify({ data: { site: { siteMetadata: { title: "QWP" } } } }),
    "static/abcdef0123456789/logo.png": "\x89PNG fake",
    "manifest.webmanifest": JSON.stringify({ name: "Qaumi Watan Party" }),
    ".secret": "do not serve",
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

export type TestServerOptions = {
  env?: Record<string, string>;
  withSite?: boolean;
} & Pick<BuildOptions, "now" | "sessionTimes" | "lockout" | "logger">;

export async function createTestApp({ env = {}, withSite = false, ...buildOptions }: TestServerOptions = {}) {
  const dir = tempDir();
  const publicDir = withSite ? writeFixtureSite(path.join(dir, "public")) : path.join(dir, "public");
  const mediaDir = path.join(dir, "media");
  fs.mkdirSync(path.join(mediaDir, "news"), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, "news", "a.jpg"), "jpeg bytes");
  const config: ServerConfig = loadConfig({
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    PUBLIC_DIR: publicDir,
    MEDIA_DIR: mediaDir,
    RATE_LIMIT_MAX: "1000",
    ...env,
  } as NodeJS.ProcessEnv);
  const built = await buildApp(config, buildOptions);
  await built.app.listen({ host: "127.0.0.1", port: 0 });
  const address = built.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    ...built,
    port,
    /** http://127.0.0.1:PORT: the origin state-changing admin requests must name in `Origin`. */
    baseUrl: `http://127.0.0.1:${port}`,
    /** A real HTTP request on loopback (Fastify's inject needs ESM-only packages under Jest). */
    request: (urlPath: string, options: RequestOptions = {}) => httpRequest(port, urlPath, options),
    config,
    dir,
    async close() {
      await built.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `count` news items dated one day apart, newest first in index order. */
export function makeNews(count: number, start = Date.UTC(2026, 0, 31, 12)): NewsInput[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n${String(index).padStart(23, "0")}`,
    slug: `story-${index + 1}`,
    title: `Story ${index + 1}`,
    excerpt: `Summary of story ${index + 1}.`,
    content: `<h2>Story ${index + 1}</h2><p>Body with <a href="/contact">a link</a>.</p>`,
    thumbnail: `/media/news/story-${index + 1}.jpg`,
    thumbnailWidth: 1200,
    thumbnailHeight: 630,
    link: index % 2 ? `https://example.org/story-${index + 1}` : null,
    category: index % 2 ? "Statements" : "Party Affairs",
    author: { name: "Press Office", image: "/media/authors/press.jpg", email: "press@example.org" },
    publishedAt: new Date(start - index * 86_400_000).toISOString(),
  }));
}

export const VALID_CONTACT = {
  name: "Gul Khan",
  email: "gul@example.org",
  contactNumber: "+92 300 1234567",
  subject: "Office hours",
  message: "When is the Peshawar office open on Saturdays?",
};

export const VALID_APPLICATION = {
  firstName: "Zarmina",
  lastName: "Afridi",
  fatherHusbandName: "Sher Afridi",
  gender: "female",
  residentialStatus: "resident",
  cnicCrc: "1710112345671",
  yearOfBirth: 1994,
  mobile: "0300 1234567",
  email: "",
  education: "masters",
  profession: "teacher",
  politicalWing: "women-wing",
  province: "khyber-pakhtunkhwa",
  district: "Peshawar",
  nationalAssembly: "NA-30",
  provincialAssembly: "PK-75",
  unionCouncil: "UC-12",
  partyVoted: "other",
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** JSON-encodes the value and sets Content-Type: application/json. */
  json?: unknown;
};

export type TestResponse = {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
};

export function httpRequest(port: number, urlPath: string, options: RequestOptions = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] ??= "application/json";
  }
  if (body !== undefined) headers["content-length"] ??= String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method: options.method ?? "GET", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          body: raw.toString("utf8"),
          json: () => JSON.parse(raw.toString("utf8")),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Creates a staff account straight in the database (the password still goes through Argon2id). */
export async function createStaffAccount(db: Db, account: { email: string; name: string; role: Role; password: string }) {
  return createStaffRepository(db).create(account);
}

/** Signs in over HTTP like the console does; returns the Cookie header value to send afterwards. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const url = new URL(baseUrl);
  const response = await httpRequest(Number(url.port), "/api/admin/session", {
    method: "POST",
    json: { email, password },
    headers: { origin: url.origin },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** The `name=value` of the session cookie a response set (for a Cookie header). */
export function sessionCookieOf(response: TestResponse): string {
  const setCookie = response.headers["set-cookie"] ?? [];
  const cookie = setCookie.find((line) => /^(__Host-)?qwp_staff=/.test(line));
  if (!cookie) throw new Error(`No session cookie in the answer (${response.statusCode})`);
  return cookie.split(";")[0];
}

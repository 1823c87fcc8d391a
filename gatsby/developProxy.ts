/**
 * `npm run develop` (scripts/develop.ts) runs the project's own API server beside Gatsby's
 * development server and names it in DEVELOP_API_ENV; gatsby-config then adds this middleware, so
 * the pages, the forms and the staff console reach the real API on the development server's own
 * origin, exactly as they do on the production server (same paths, cookies, same-origin rule).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** The environment variable naming the development API server, e.g. http://127.0.0.1:8001. */
export const DEVELOP_API_ENV = "QWP_DEVELOP_API";

/**
 * What the project's server answers that Gatsby does not build: the API, the media library, the
 * RSS feeds (/news/rss.xml, /events/rss.xml and each edition's) and the events' calendar files
 * (/events.ics, /events/{slug}.ics, a wing's and a district's). Everything else (pages, page-data, GraphiQL,
 * hot reloading) stays with Gatsby.
 */
export function isApiServerPath(pathname: string): boolean {
  return (
    /^\/api(?:\/|$)/.test(pathname) ||
    /^\/media\//.test(pathname) ||
    /^(?:\/ur|\/ps)?\/(?:news|events)\/rss\.xml$/.test(pathname) ||
    /^\/events(?:\/.*)?\.ics$/.test(pathname)
  );
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A proxy to `target` for the paths above. The Host header and the body go through untouched, so
 * POST bodies, the staff session cookie and `Origin` arrive as the browser sent them. When the API
 * server is not answering, the page gets a JSON message saying so (the site shows an API's
 * `message`), not a bare 502.
 */
export function developApiProxy(target: string): Middleware {
  // Required here, not imported at the top: a production build loads gatsby-config too, and this
  // development-only dependency must not be needed there.
  const { createProxyMiddleware } = require("http-proxy-middleware") as typeof import("http-proxy-middleware");
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter: (pathname) => isApiServerPath(pathname),
    changeOrigin: false,
    xfwd: false,
    on: {
      error: (error, _request, response) => {
        const message = `The development API server at ${target} is not answering (${error.message}). Is "npm run develop" still running?`;
        console.error(message);
        if (!("setHeader" in response)) return (response as Socket).destroy();
        if (!response.headersSent) response.writeHead(502, { "Content-Type": "application/json; charset=utf-8" });
        response.end(JSON.stringify({ message }));
      },
    },
  });
}

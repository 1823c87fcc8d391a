/**
 * Cross-site request forgery guard for state-changing admin requests (anything but GET, HEAD,
 * OPTIONS). The browser's `Origin` header must be the site's own origin: the configured or built
 * site address, or, outside production, a loopback origin (localhost, 127.0.0.1, [::1]) on the port
 * this server listens on. In production a loopback origin is another program on the server's own
 * machine (or a tunnel to it), never the site. Never the request's `Host`: a page on another name that resolves to
 * this server (DNS rebinding) sends its own name there, and would otherwise match itself. Without
 * `Origin`, `Sec-Fetch-Site` must say same-origin; a request with neither is refused too: every
 * browser sends one of them on such requests.
 */
import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function ownOrigins(request: FastifyRequest, siteUrl: string | undefined, loopbackOrigins: boolean): string[] {
  const origins: string[] = [];
  if (siteUrl) origins.push(new URL(siteUrl).origin.toLowerCase());
  const port = request.socket.localPort;
  if (port && loopbackOrigins) for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.push(`http://${host}:${port}`, `https://${host}:${port}`);
  return origins;
}

export function isSameOriginRequest(request: FastifyRequest, siteUrl: string | undefined, loopbackOrigins: boolean): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = header(request, "origin");
  if (origin !== undefined) return ownOrigins(request, siteUrl, loopbackOrigins).includes(origin.trim().toLowerCase());
  const fetchSite = header(request, "sec-fetch-site");
  return fetchSite === "same-origin";
}

/**
 * Cross-site request forgery guard for state-changing admin requests (anything but GET, HEAD,
 * OPTIONS). The browser's `Origin` header must be the site's own origin (SITE_URL when set, else
 * the origin the request was sent to); without `Origin`, `Sec-Fetch-Site` must say same-origin.
 * A request carrying neither is refused too: every browser sends one of them on such requests.
 */
import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function ownOrigins(request: FastifyRequest, siteUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`.toLowerCase()];
  if (siteUrl) origins.push(new URL(siteUrl).origin.toLowerCase());
  return origins;
}

export function isSameOriginRequest(request: FastifyRequest, siteUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = header(request, "origin");
  if (origin !== undefined) return ownOrigins(request, siteUrl).includes(origin.trim().toLowerCase());
  const fetchSite = header(request, "sec-fetch-site");
  return fetchSite === "same-origin";
}

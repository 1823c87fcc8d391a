/**
 * Debian's Caddy running deploy/Caddyfile itself in front of a server on loopback, on free ports,
 * with its internal certificate authority (CADDY_TLS=internal) and its state in a temp folder; and
 * HTTPS requests that trust that authority only, from a chosen loopback address (a visitor's).
 */
import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { ROOT_DIR } from "../server/platform/config";
import { freePort } from "./freePort";
import { startForeground } from "./foregroundProcess";
import { sendRequest, tempDir, type RequestOptions, type TestResponse } from "./server";

export const DEPLOY_CADDYFILE = path.join(ROOT_DIR, "deploy", "Caddyfile");

export type Caddy = {
  domain: string;
  httpPort: number;
  httpsPort: number;
  /** https://DOMAIN:PORT, the site's public origin as browsers see it. */
  origin: string;
  /** The internal authority's root certificate (PEM). */
  ca: string;
  request: (urlPath: string, options?: RequestOptions & { from?: string }) => Promise<TestResponse>;
  stop: () => Promise<void>;
};

/** Ports are picked before the server starts, so the server's SITE_URL can name the HTTPS port. */
export async function caddyPorts() {
  return { httpPort: await freePort(), httpsPort: await freePort() };
}

export async function startCaddy({ domain, backendPort, httpPort, httpsPort }: { domain: string; backendPort: number; httpPort: number; httpsPort: number }): Promise<Caddy> {
  const dir = tempDir("qwp-caddy-");
  const { child, output, stop } = startForeground("caddy", ["run", "--config", DEPLOY_CADDYFILE, "--adapter", "caddyfile"], {
    dir,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, "data"),
      XDG_CONFIG_HOME: path.join(dir, "config"),
      SITE_DOMAIN: domain,
      CADDY_TLS: "internal",
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: "off",
      QWP_PORT: String(backendPort),
    },
  });
  const rootCert = path.join(dir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  for (const started = Date.now(); Date.now() - started < 20_000 && child.exitCode === null; ) {
    if (fs.existsSync(rootCert)) {
      const ca = fs.readFileSync(rootCert, "utf8");
      const request = (urlPath: string, options: RequestOptions & { from?: string } = {}) => httpsRequest({ domain, port: httpsPort, ca }, urlPath, options);
      // Up once a page comes back over HTTPS with a certificate from that authority.
      const up = await request("/api/health").then(() => true, () => false);
      if (up) return { domain, httpPort, httpsPort, origin: `https://${domain}:${httpsPort}`, ca, request, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Caddy did not start:\n${output()}`);
}

/** An HTTPS request to 127.0.0.1 for `domain` (SNI and Host), trusting `ca` alone, sent from `from`. */
export function httpsRequest({ domain, port, ca }: { domain: string; port: number; ca: string }, urlPath: string, options: RequestOptions & { from?: string } = {}): Promise<TestResponse> {
  return sendRequest({ ...options, headers: { host: `${domain}:${port}`, ...options.headers } }, (headers, onAnswer) =>
    https.request(
      { host: "127.0.0.1", port, servername: domain, ca, path: urlPath, method: options.method ?? "GET", headers, agent: false, localAddress: options.from },
      onAnswer,
    ),
  );
}

/**
 * Where `npm run develop` runs things, from the environment: the development server (what the
 * developer opens), the API server behind it and its own database, apart from `npm start`'s.
 * `npm run staff:dev` reads the same database, so an account made there signs in under develop.
 */
import { ConfigError } from "../../server/platform/config";

export const DEVELOP_DATABASE_PATH = "var/develop/qwp.sqlite";
export const DEVELOP_MEDIA_DIR = "var/develop/media";

export type DevelopSettings = {
  /** Gatsby's development server: the address the developer opens. */
  host: string;
  port: number;
  /** The project's API server, on loopback only: nobody opens it directly. */
  apiPort: number;
  /** The development server's origin: the API's SITE_URL, so console writes from it pass the same-origin rule. */
  siteUrl: string;
  databasePath: string;
  mediaDir: string;
};

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${name} must be a port number from 1 to 65535, got "${text}".`);
  }
  return value;
}

export function developSettings(env: NodeJS.ProcessEnv): DevelopSettings {
  const host = env.HOST?.trim() || "localhost";
  const devPort = port(env, "PORT", 8000);
  const apiPort = port(env, "API_PORT", devPort + 1);
  if (apiPort === devPort) throw new ConfigError(`API_PORT must differ from PORT (both are ${devPort}).`);
  // A server listening on every interface is still opened as localhost on this machine.
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return {
    host,
    port: devPort,
    apiPort,
    siteUrl: env.SITE_URL?.trim() || `http://${shownHost}:${devPort}`,
    ...developStorage(env),
  };
}

/** The development database and media folder (DATABASE_PATH and MEDIA_DIR override them). */
export function developStorage(env: NodeJS.ProcessEnv): { databasePath: string; mediaDir: string } {
  return {
    databasePath: env.DATABASE_PATH?.trim() || DEVELOP_DATABASE_PATH,
    mediaDir: env.MEDIA_DIR?.trim() || DEVELOP_MEDIA_DIR,
  };
}

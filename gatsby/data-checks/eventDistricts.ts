/**
 * The districts the events in the database name. Events live in the server's database, which the
 * build never opens; so the server's publish step writes them to a file before each build and names
 * it in EVENT_DISTRICTS_FILE, and the data checks fail a district removed while events still name
 * it. Builds without the server (a developer's, CI's) have no such file and skip that check.
 */
import fs from "node:fs";

export const EVENT_DISTRICTS_ENV = "EVENT_DISTRICTS_FILE";

/** District slug → the slugs of the events that name it. */
export type EventDistricts = Record<string, string[]>;

export function readEventDistricts(
  env: NodeJS.ProcessEnv = process.env,
): EventDistricts | undefined {
  const file = env[EVENT_DISTRICTS_ENV];
  if (!file) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8")) as EventDistricts;
}

export function writeEventDistricts(file: string, districts: EventDistricts): void {
  fs.writeFileSync(file, JSON.stringify(districts));
}

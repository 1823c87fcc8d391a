/**
 * The party office's phone (data/site.json) in the events pages' context: an event page tells a
 * browser that runs no scripts to call it to attend, and the server renders the same number from
 * the same page data (server/site/pageEdition.ts).
 */
import fs from "node:fs";
import path from "node:path";

export function officePhone(root = process.cwd()): string {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as { phone?: unknown };
  return typeof site.phone === "string" ? site.phone : "";
}

import type { GatsbyNode } from "gatsby";
import fs from "node:fs";
import path from "node:path";
import { writeEditionFonts } from "./i18n/fontFiles";
import { writeRobotsTxt } from "./robotsTxt";
import { deferUntilFirstPaint } from "./afterFirstPaint";
import { writeContentSnapshot } from "./search/contentDocuments";
import { writeServiceWorker } from "./serviceWorker/writeServiceWorker";
import { writeRenderModule } from "./renderModule/renderBundle";

/** Every built page's HTML file under public/ (Gatsby's slice fragments have no <head> and are left alone). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/**
 * After each build: robots.txt for the site's address, the Urdu and Pashto editions' fonts, the content
 * search indexes when this build is live (gatsby/search/contentDocuments.ts), and in every
 * page what its first paint does not need moved after it (gatsby/afterFirstPaint.ts). A page written by an
 * earlier build is left as it is (the rewrite marks what it did); the file's time changes only when
 * its text does, so a release still links the unchanged ones. Then the service worker, which
 * precaches the rewritten pages (gatsby/serviceWorker/). Last, the module the server renders this
 * build's server-made markup with (gatsby/renderModule/renderBundle.ts), so a release carries its components.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program, config } = store.getState();
  const publicDir = path.join(program.directory, "public");
  writeRobotsTxt(program.directory, config.siteMetadata?.siteUrl ?? "");
  await writeEditionFonts(program.directory, publicDir);
  writeContentSnapshot(program.directory, publicDir);
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferUntilFirstPaint(html);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
  }
  await writeServiceWorker(publicDir);
  await writeRenderModule(program.directory, publicDir);
};

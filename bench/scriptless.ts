/**
 * A copy of a built site with every script removed from its pages: the HTML, CSS, images and faces
 * alone, the floor a page's own scripts are measured against (bench/lighthouse.ts). Inline scripts go
 * too (the theme and the after-paint loader), as do preloads of scripts, so nothing runs but the
 * browser's parsing, style, layout and paint.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi;

/** The page's HTML without scripts. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, "").replace(SCRIPT_PRELOAD, "");
}

function rewritePages(dir: string): number {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages += rewritePages(full);
    else if (entry.name.endsWith(".html")) {
      fs.writeFileSync(full, withoutScripts(fs.readFileSync(full, "utf8")));
      // A precompressed copy would be served instead of the rewritten page.
      for (const compressed of [`${full}.gz`, `${full}.br`]) fs.rmSync(compressed, { force: true });
      pages += 1;
    }
  }
  return pages;
}

/** Copies `publicDir` into a temporary folder and removes the scripts of every page; returns the folder. */
export function scriptlessCopy(publicDir: string, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `qwp-scriptless-${name}-`));
  fs.cpSync(publicDir, dir, { recursive: true });
  rewritePages(dir);
  return dir;
}

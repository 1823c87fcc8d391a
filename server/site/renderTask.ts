/**
 * Runs on a worker thread (server/platform/workerPool.ts): renders a view with the module of
 * server-made markup of the release the request was served from (gatsby/renderModule/renderBundle.ts), loaded once
 * per version of that file. The article sanitiser is the server's own (hostile HTML is the server's
 * concern, whatever the release).
 */
import { sanitizeArticleOnServer } from "../news/articleSanitizer";
import type { RenderedView, RenderView, ViewRequest } from "../../contract/render/viewRequest";

type RenderModule = { renderView: RenderView };

/** Releases' modules loaded in this thread, by file; a few, for a switch back and forth (a rollback). */
const KEPT_MODULES = 3;
const loaded = new Map<string, { version: string; module: RenderModule }>();

function moduleAt(file: string, version: string): RenderModule {
  const kept = loaded.get(file);
  if (kept?.version === version) return kept.module;
  // A rebuilt site in the same folder (public/ without publishing) replaces its module in place.
  delete require.cache[file];
  loaded.delete(file);
  const module = require(file) as RenderModule;
  loaded.set(file, { version, module });
  for (const old of [...loaded.keys()].slice(0, Math.max(0, loaded.size - KEPT_MODULES))) {
    loaded.delete(old);
    delete require.cache[old];
  }
  return module;
}

/** `request` rendered by the module `file` (`version` names its contents: its size, time and inode). */
export function renderWithRelease(file: string, version: string, request: ViewRequest, spriteUrl: string): RenderedView {
  return moduleAt(file, version).renderView(request, { spriteUrl, sanitize: sanitizeArticleOnServer });
}

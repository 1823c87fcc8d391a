/**
 * Content editing as the app uses it, made from the configuration. It is on where publishing is
 * on (npm start), so that a save is built: with CONTENT_REPO, commits are made in their own clone
 * (CONTENT_EDIT_DIR) and pushed; without it, in the checkout the site is built from
 * (BUILD_WORKSPACE, by default the checkout itself), which must then be a git repository.
 * See server/content/contentRepository.ts for why commits are never made in the build workspace.
 */
import fs from "node:fs";
import path from "node:path";
import type { AuditLog } from "../staff/auditLog";
import type { ServerConfig } from "../platform/config";
import type { Publisher } from "../publish/publisher";
import { createContentEditor, type ContentEditor } from "./contentEditor";
import { createContentRepository } from "./contentRepository";

export function createContentEditing(config: ServerConfig, { publisher, audit }: { publisher?: Publisher; audit?: AuditLog }): ContentEditor | undefined {
  const { enabled, contentRepo, contentBranch, contentEditDir, workspaceDir } = config.publishing;
  if (!enabled) return undefined;
  if (!contentRepo && !fs.existsSync(path.join(workspaceDir, ".git"))) return undefined;
  const repo = createContentRepository(contentRepo ? { dir: contentEditDir, remote: contentRepo, branch: contentBranch } : { dir: workspaceDir, branch: contentBranch });
  return createContentEditor({ repo, publisher, audit });
}

import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * robots.txt for a site at `siteUrl`: everything may be crawled except the staff console and its
 * API; the sitemap is named in full.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml\n`;
}

/** Written after each build, so the sitemap address follows SITE_URL (gatsby-config.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState();
  const siteUrl: string = config.siteMetadata?.siteUrl ?? "";
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robotsTxt(siteUrl));
};

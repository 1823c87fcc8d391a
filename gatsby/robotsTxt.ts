import fs from "node:fs";
import path from "node:path";

/**
 * robots.txt for a site at `siteUrl`: everything may be crawled except the staff console and its
 * API; the sitemap is named in full.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap-index.xml\n`;
}

/** Written after each build (gatsby/onPostBuild.ts), so the sitemap address follows SITE_URL (gatsby-config.ts). */
export function writeRobotsTxt(root: string, siteUrl: string): void {
  fs.writeFileSync(path.join(root, "public", "robots.txt"), robotsTxt(siteUrl));
}

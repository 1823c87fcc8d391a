/** @jest-environment node */
import { robotsTxt } from "../../gatsby/robotsTxt";

it("names the sitemap at the configured site address", () => {
  expect(robotsTxt("https://example.org/")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: https://example.org/sitemap-index.xml\n",
  );
  expect(robotsTxt("https://www.qwp.org.pk")).toContain("Sitemap: https://www.qwp.org.pk/sitemap-index.xml");
});

/**
 * @jest-environment node
 *
 * A wing's calendar feed is named as the served site's events page names the wing (its page
 * data), not as the server's checkout did at start: a release that renames a wing renames its feed.
 */
import fs from "node:fs";
import path from "node:path";
import { createTestApp } from "../../test-support/server";

jest.setTimeout(30_000);

it("names a wing's feed from the served site's events page, and follows a change to it without a restart", async () => {
  const server = await createTestApp({ withSite: true });
  try {
    const calName = async () => /^X-WR-CALNAME:(.*)$/m.exec((await server.request("/events/wing/youth-wing.ics")).body)?.[1]?.trim();
    const pageDataFile = path.join(server.config.publicDir, "page-data", "events", "page-data.json");
    const pageData = JSON.parse(fs.readFileSync(pageDataFile, "utf8"));
    const wings = pageData.result.pageContext.eventWings as Array<{ slug: string; title: string }>;
    expect(await calName()).toContain(wings.find((wing) => wing.slug === "youth-wing")!.title);

    // What a new release of the site says (the page data is another file: the served site reads it again).
    pageData.result.pageContext.eventWings = wings.map((wing) => (wing.slug === "youth-wing" ? { ...wing, title: "Young Pakhtuns" } : wing));
    fs.writeFileSync(pageDataFile, JSON.stringify(pageData));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(pageDataFile, later, later);
    expect(await calName()).toContain("Young Pakhtuns");
  } finally {
    await server.close();
  }
});

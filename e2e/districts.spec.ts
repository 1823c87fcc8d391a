import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { hydrated, isDesktopViewport, settle } from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";

/**
 * The districts: /districts (by division, the field that narrows the list in any script, the plain
 * list without scripts) and a district's page (office, office-bearers, its events, its calendar feed,
 * structured data), each check a step of one page load. The district count comes from data/districts.
 */
const districtCount = fs
  .readdirSync(path.join(__dirname, "..", "data", "districts"))
  .filter((f) => f.endsWith(".json")).length;

async function axeInBothThemes(page: Page, what: string) {
  await settle(page);
  await expectNoAxeViolations(page, `${what}, light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await settle(page);
  await expectNoAxeViolations(page, `${what}, dark`);
}

const districtLinks = (page: Page) => page.locator("main a[href*='/districts/']");

test("/districts: every district by division, narrowed as one types in English, Urdu or Pashto, axe in both themes", async ({
  page,
}) => {
  expect((await page.goto("/districts"))?.status()).toBe(200);
  await hydrated(page);

  await test.step("grouped by division, every district a link, in the menu", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Districts" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Mardan Division" })).toBeVisible();
    await expect(districtLinks(page)).toHaveCount(districtCount);
    const mardan = page.getByRole("region", { name: "Mardan Division" });
    await expect(mardan.getByRole("link")).toHaveText(["Mardan", "Swabi"]);
    // In the menu, under About: the desktop bar's sub-menu, or the group in the phone's side menu.
    const phone = !isDesktopViewport(page.viewportSize());
    if (phone) await page.getByRole("button", { name: "Open menu" }).click();
    const menu = phone ? page.getByRole("dialog", { name: "Menu" }) : page.getByRole("banner");
    const about = menu.getByRole("button", { name: "About" });
    // The side menu's script arrives after it opens: press until the group says it is open.
    await expect(async () => {
      if ((await about.getAttribute("aria-expanded")) !== "true") await about.click();
      await expect(about).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(menu.getByRole("link", { name: "Districts", exact: true })).toHaveAttribute(
      "href",
      "/districts",
    );
    await page.keyboard.press("Escape");
  });

  await test.step("the field finds a district by its name in each script", async () => {
    const field = page.getByLabel("Find your district");
    for (const typed of ["swab", "صوابی", "صوابۍ"]) {
      await field.fill(typed);
      await expect(districtLinks(page)).toHaveText(["Swabi"]);
      await expect(districtLinks(page)).toHaveAttribute("href", "/districts/swabi");
    }
    await field.fill("Dera");
    await expect(districtLinks(page)).toHaveText(["Dera Ismail Khan"]);
    await field.fill("Atlantis");
    await expect(districtLinks(page)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText(
      "No district has that name. Check the spelling, or look through the list.",
    );
    await field.fill("");
    await expect(districtLinks(page)).toHaveCount(districtCount);
  });

  await test.step("axe, light and dark", () => axeInBothThemes(page, "/districts"));
});

test("/ur/districts without scripts: the whole list to read, in Urdu, and no field that would do nothing", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    expect((await page.goto("/ur/districts"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "اضلاع" })).toBeVisible();
    await expect(districtLinks(page)).toHaveCount(districtCount);
    await expect(page.getByRole("link", { name: "صوابی" })).toHaveAttribute(
      "href",
      "/ur/districts/swabi",
    );
    await expect(page.getByRole("searchbox")).toBeHidden();

    // A district's page is whole before scripts too: office, number to call, office-bearers, feed.
    await page.goto("/ur/districts/peshawar");
    await expect(page.getByRole("heading", { level: 1, name: "پشاور" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "+92 91 5840011" }),
    ).toHaveAttribute("href", "tel:+92915840011");
    await expect(page.getByRole("heading", { level: 2, name: "عہدیداران" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "اس ضلع کی تقریبات کو اپنے کیلنڈر میں شامل کریں" }),
    ).toHaveAttribute("href", "/events/district/peshawar.ics");
  } finally {
    await context.close();
  }
});

test("/districts/peshawar: the office, its map, the office-bearers, the district's events after first paint, its feed, structured data, axe", async ({
  page,
  request,
}) => {
  expect((await page.goto("/districts/peshawar"))?.status()).toBe(200);

  await test.step("the office: address, a number to tap, the map (lazy) and its link", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Peshawar" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("placeholders");
    await expect(page.locator("main address")).toContainText("Peshawar district office");
    await expect(
      page.getByRole("main").getByRole("link", { name: "+92 91 5840011" }),
    ).toHaveAttribute("href", "tel:+92915840011");
    const map = page.locator('iframe[title="Map of the Peshawar district office"]');
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute(
      "src",
      /openstreetmap\.org\/export\/embed\.html.*marker=34\.01510,71\.52490/,
    );
    await expect(page.getByRole("link", { name: /Open the map in OpenStreetMap/ })).toHaveAttribute(
      "href",
      /mlat=34\.01510&mlon=71\.52490/,
    );
  });

  await test.step("the office-bearers", async () => {
    const bearers = page.getByRole("region", { name: "Office-bearers" }).getByRole("listitem");
    await expect(bearers).toHaveCount(2);
    await expect(bearers.first()).toContainText("President");
  });

  await test.step("the district's upcoming events from the events API, and its calendar feed", async () => {
    await hydrated(page);
    const events = page.getByRole("region", { name: "Upcoming events in the district" });
    await expect(events.getByRole("heading", { level: 3 }).first()).toBeVisible();
    const api = await (await request.get("/api/events?district=Peshawar")).json();
    const titles = (api.events as { title: string }[]).slice(0, 3).map((e) => e.title);
    expect(titles.length).toBeGreaterThan(0);
    await expect(events.getByRole("heading", { level: 3 })).toHaveText(titles);
    await expect(events.getByRole("link", { name: /All events/ })).toHaveAttribute(
      "href",
      "/events?district=peshawar",
    );
    const feedLink = page.getByRole("link", { name: "Subscribe to this district's events" });
    await expect(feedLink).toHaveAttribute("href", "/events/district/peshawar.ics");
    const feed = await request.get("/events/district/peshawar.ics");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  });

  await test.step("schema.org: the district's Organization with address, telephone, roles and the party", async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const district = blocks.map((b) => JSON.parse(b)).find((d) => d.parentOrganization);
    expect(district).toMatchObject({
      "@type": "Organization",
      telephone: "+92 91 5840011",
      address: { "@type": "PostalAddress", addressCountry: "PK" },
      parentOrganization: { "@type": "Organization", name: "Qaumi Watan Party" },
      member: [
        { "@type": "OrganizationRole", roleName: "President" },
        { "@type": "OrganizationRole", roleName: "General Secretary" },
      ],
    });
  });

  await test.step("axe, light and dark", () => axeInBothThemes(page, "/districts/peshawar"));
});

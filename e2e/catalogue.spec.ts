import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../test-support/e2e/browser";

const panelTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });

test.describe("Projects and Achievements", () => {
  test("static HTML shows the stat cards and the 'all' tab", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects?category=water");
    await expect(page.getByRole("heading", { level: 1, name: "Projects and Achievements" })).toBeVisible();
    for (const label of ["Infrastructure Projects", "Dams & Water Projects", "Administrative Reforms", "Education & Healthcare"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { selected: true })).toHaveText("All Projects");
    for (const decade of ["1988s", "2000s", "2010s", "2020s"])
      await expect(page.getByRole("heading", { name: decade })).toBeVisible();
    await context.close();
  });

  test("every tab shows only its category, and the URL keeps the choice", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page);
    const all = await panelTitles(page).count();
    expect(all).toBeGreaterThanOrEqual(12);
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    expect(count).toBe(11);
    let sum = 0;
    for (let i = 1; i < count; i++) {
      const tab = tabs.nth(i);
      const label = (await tab.textContent())!.trim();
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const n = await panelTitles(page).count();
      expect(n, `cards on ${label}`).toBeGreaterThan(0);
      // Every card on the tab carries the tab's category label.
      await expect(page.getByRole("tabpanel").getByRole("article").filter({ hasNotText: label })).toHaveCount(0);
      sum += n;
    }
    expect(sum).toBe(all);
    await expect(page).toHaveURL(/\?category=honor$/);
  });

  test("reload and back keep the chosen tab; arrow keys move it", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page);
    await page.getByRole("tab", { name: "Dams & Water" }).click();
    await expect(page).toHaveURL(/\?category=water$/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Dams & Water");
    await page.keyboard.press("Tab");
    await page.getByRole("tab", { selected: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Energy" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Energy" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?category=energy$/);
    await page.goto("/about/manifestos");
    await page.goBack();
    await hydrated(page);
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Energy");
  });

  test("cards show status, category, place, year and safe source links", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page);
    const source = page.getByRole("link", { name: /View Source/ }).first();
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).toHaveAttribute("rel", /noopener/);
    const first = page.getByRole("tabpanel").getByRole("article").first();
    await expect(first.getByRole("img")).toHaveCount(0); // decorative stand-in images are alt=""
    await expect(first.locator("img[width][height], picture img").first()).toBeAttached();
    await expect(page.getByTestId("project-image-placeholder").first()).toBeVisible();
  });
});

test.describe("Manifestos", () => {
  test("search, filters and the empty state", async ({ page }) => {
    await page.goto("/about/manifestos");
    await hydrated(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    await page.getByPlaceholder("Search manifestos...").fill("LOCAL");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Local Elections");
    await page.getByPlaceholder("Search manifestos...").fill("");
    await expect(page.getByLabel("Year").locator("option")).toHaveText(["All Years", "2024", "2023", "2018", "2013"]);
    await page.getByLabel("Election type").selectOption("General Elections");
    await expect(cards).toHaveCount(3);
    await page.getByLabel("Year").selectOption("2023");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No manifestos found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or filters.")).toBeVisible();
  });

  test("Read Online → detail → contents scroll → back, and reload keeps the detail", async ({ page }) => {
    await page.goto("/about/manifestos");
    await hydrated(page);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Manifesto 2024" }) });
    await expect(card.getByText("+3 more")).toBeVisible();
    await card.getByRole("button", { name: "Read Online" }).click();
    await expect(page).toHaveURL(/\?manifesto=2024-general$/);
    const heading = page.getByRole("heading", { level: 1, name: "Manifesto 2024" });
    await expect(heading).toBeFocused();
    for (const badge of ["2024", "General Elections", "38 pages", "English"])
      await expect(page.getByRole("article").getByText(badge, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("This is a preview.")).toBeVisible();

    await page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link", { name: "Security" }).click();
    const security = page.getByRole("heading", { level: 2, name: "Security" });
    await expect(security).toBeFocused();
    await expect(security).toBeInViewport();

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Manifesto 2024" })).toBeVisible();

    await page.getByRole("button", { name: "Back to Manifestos" }).click();
    await expect(page).toHaveURL(/\/about\/manifestos$/);
    await expect(page.getByRole("article")).toHaveCount(4);

    // The browser's Back returns to the detail view opened before.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Manifesto 2024" })).toBeVisible();
  });

  test("browser Back from the detail returns to the list with focus on the card", async ({ page }) => {
    await page.goto("/about/manifestos");
    await hydrated(page);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Manifesto 2013" }) });
    await card.getByRole("button", { name: "Read Online" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manifesto 2013" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/manifestos$/);
    await expect(card.getByRole("button", { name: "Read Online" })).toBeFocused();
  });

  test("every PDF link answers 200 with a PDF", async ({ page, request }) => {
    await page.goto("/about/manifestos");
    const links = page.getByRole("link", { name: /Download PDF/ });
    await expect(links).toHaveCount(4);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toContain("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});

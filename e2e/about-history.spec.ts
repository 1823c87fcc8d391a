import { expect, test } from "@playwright/test";

test.describe("About Party", () => {
  test("answers with its heading and every section, and 'Get Involved' leads to /contact", async ({
    page,
  }) => {
    const response = await page.goto("/about/about");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "About Qaumi Watan Party" }),
    ).toBeVisible();
    for (const name of [
      "Who We Are",
      "Core Values",
      "Leadership",
      "Organisational Structure",
      "Electoral Performance",
      "Vision and Mission",
    ])
      await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Involved" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("QWP History", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/about/history");
    expect(response?.status()).toBe(200);
  });

  test("answers with its heading and every section of the spec", async ({ page }) => {
    await expect(page).toHaveTitle(/QWP History/);
    await expect(page.getByRole("heading", { level: 1, name: "QWP History" })).toBeVisible();
    for (const name of [
      "From PPP (Sherpao) to Qaumi Watan Party",
      "Our Ideology",
      "Political Journey",
      "Electoral Performance",
      "Key Achievements",
      "Party Information",
      "Alliances",
      "Explore More",
    ])
      await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
    const more = page.getByRole("region", { name: "Explore More" });
    await expect(more.getByRole("link", { name: /Aftab Ahmad Khan Sherpao/ })).toHaveAttribute(
      "href",
      "/leader/aftab-ahmad-khan-sherpao",
    );
    await expect(more.getByRole("link", { name: /Projects and Achievements/ })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  test("shows the election table with the spec's numbers and the chart with an accessible name", async ({
    page,
  }) => {
    const table = page.getByRole("table", { name: "Electoral performance by election year" });
    const expected = [
      ["2002", "2", "10", "2", "0.3%"],
      ["2008", "1", "6", "1", "Not available"],
      ["2013", "1", "10", "0", "Not available"],
      ["2018", "0", "0", "0", "Not available"],
    ];
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    for (const [i, [year, national, provincial, senate, vote]] of expected.entries()) {
      const row = rows.nth(i);
      await expect(row.getByRole("rowheader")).toHaveText(year);
      const cells = row.getByRole("cell");
      await expect(cells.nth(0)).toHaveText(national);
      await expect(cells.nth(1)).toHaveText(provincial);
      await expect(cells.nth(2)).toHaveText(senate);
      if (vote === "Not available") {
        await expect(cells.nth(3)).toContainText("—");
        await expect(cells.nth(3).getByText("Not available")).toBeAttached();
      } else await expect(cells.nth(3)).toHaveText(vote);
    }
    const chart = page.getByRole("img", { name: "Seats won by year and assembly" });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(
      /2002: National Assembly 2, Provincial Assembly 10, Senate 2\./,
    );
    // Bars are drawn, not just an empty frame.
    expect(await chart.locator("rect").count()).toBeGreaterThanOrEqual(7);
  });

  test("the election table scrolls sideways on a phone instead of widening the page", async ({
    page,
  }) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

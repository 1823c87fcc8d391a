import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { hydrated, settle } from "../test-support/e2e/browser";
import { ONLY_IN } from "../test-support/e2e/projects";
import { expectNoAxeViolations } from "../test-support/e2e/axe";

/**
 * Leaders, wings and Home. Checks that read one page share its load: the page's content, its
 * behaviour and axe in both themes run in one test, one step each.
 */
/** Slugs and texts come from data/, so a new leader or wing file is tested without editing this spec. */
type LeaderData = {
  slug: string;
  order: number;
  name: string;
  title: string;
  bio: { title: string; description: string; content?: { title: string }[] }[];
  achievements: string[];
};
type WingData = { slug: string; order: number; title: string; quote: string; content: string[] };

const dataDir = path.join(__dirname, "..", "data");
const readAll = <T>(folder: string) =>
  fs
    .readdirSync(path.join(dataDir, folder))
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dataDir, folder, file), "utf8")) as T);

const leaders = readAll<LeaderData>("leaders").sort((a, b) => a.order - b.order);
const wings = readAll<WingData>("wings").sort((a, b) => a.order - b.order);


/**
 * axe with the system setting light (a new context's default), then dark: with nothing stored the
 * site follows a system change while open (ThemeToggle), as a load with a dark system would show.
 */
async function axeInBothSystemThemes(page: Page, what: string): Promise<void> {
  await hydrated(page);
  await settle(page);
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page, `${what}, light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await settle(page);
  await expectNoAxeViolations(page, `${what}, dark`);
}

/** Scrolls the whole page as a reader would, sums every layout shift since the page loaded, and scrolls back up. */
async function layoutShiftAfterScrolling(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  // Later checks (axe) see the page as it opens.
  await page.evaluate(() => window.scrollTo(0, 0));
  return shift;
}

test("Home: hero, sections and links, the leaders, image loading, structured data, no shift, axe, a leader card", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);

  await test.step("hero, sections and their links", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn More about the party" })).toHaveAttribute("href", "/about/about");
    await expect(page.getByRole("link", { name: "Our Achievements" })).toHaveAttribute("href", "/projects");
    await expect(page.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
    await expect(page.getByRole("link", { name: "Explore Complete History" })).toHaveAttribute("href", "/about/history");
    await expect(page.getByRole("link", { name: "View All News" })).toHaveAttribute("href", "/news");
  });

  await test.step("lists the five leaders in order, each linking to their profile", async () => {
    const links = page.getByRole("region", { name: "Our Leadership" }).getByRole("link");
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(leaders.slice(0, 5).map((l) => `/leader/${l.slug}`));
  });

  await test.step("the hero image loads first; others wait until needed", async () => {
    const hero = page.locator("section[aria-labelledby='hero-title'] img");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    const leaderImages = page.locator("section[aria-labelledby='leadership-title'] img");
    await expect(leaderImages.first()).toHaveAttribute("loading", "lazy");
    // An AVIF source is offered before the JPEG fallback (gatsby-config.ts: no WebP set, see there).
    const types = await page
      .locator("section[aria-labelledby='hero-title'] picture source")
      .evaluateAll((sources) => sources.map((s) => s.getAttribute("type")));
    expect(types).toEqual(["image/avif"]);
    await expect(hero).toHaveAttribute("src", /\.jpg$/);
  });

  await test.step("describes the party as an Organization for search engines", async () => {
    const json = await page.locator("script[type='application/ld+json']").first().textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe("Qaumi Watan Party");
    expect(data.sameAs.length).toBeGreaterThan(0);
    expect(data.address["@type"]).toBe("PostalAddress");
  });

  await test.step("images keep their space: nothing shifts while they load", async () => {
    await hydrated(page);
    expect(await layoutShiftAfterScrolling(page), "/").toBeLessThan(0.01);
  });

  await test.step("axe, light and dark", () => axeInBothSystemThemes(page, "/"));

  await test.step("a leader card opens the profile", async () => {
    const first = leaders[0];
    await page.getByRole("region", { name: "Our Leadership" }).getByRole("link", { name: new RegExp(first.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/leader/${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  });
});

test.describe("Leader profiles", () => {
  for (const leader of leaders) {
    const isFirst = leader === leaders[0];
    test(`/leader/${leader.slug}${isFirst ? ", no shift, axe" : ""}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(`/leader/${leader.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(leader.name));
      await expect(page.getByRole("heading", { level: 1, name: leader.name })).toBeVisible();
      await expect(page.getByText(leader.title, { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: `Portrait of ${leader.name}` })).toBeVisible();

      // Biography sections newest first (reverse of data order), then Achievements.
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      const expected = [...leader.bio].reverse().map((s) => s.title);
      expect(headings.slice(0, expected.length)).toEqual(expected);
      expect(headings[expected.length]).toBe("Achievements");

      // Each line of a description is its own paragraph.
      for (const section of leader.bio) {
        const region = page.getByRole("region", { name: section.title, exact: true });
        const lines = section.description.split("\n").filter((l) => l.trim());
        for (const line of lines) await expect(region.getByText(line.trim(), { exact: true })).toBeVisible();
        for (const sub of section.content ?? [])
          await expect(region.getByRole("heading", { level: 3, name: sub.title })).toBeVisible();
      }

      const achievements = page.getByRole("region", { name: "Achievements" }).getByRole("listitem");
      await expect(achievements).toHaveText(leader.achievements);

      const json = await page.locator("script[type='application/ld+json']").first().textContent();
      expect(JSON.parse(json ?? "{}")).toMatchObject({ "@type": "Person", name: leader.name, jobTitle: leader.title });

      await hydrated(page);
      expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);

      // One profile stands for all (one template): its images keep their space, and axe.
      if (isFirst) {
        await test.step("images keep their space: nothing shifts while they load", async () => {
          expect(await layoutShiftAfterScrolling(page), `/leader/${leader.slug}`).toBeLessThan(0.01);
        });
        await test.step("axe, light and dark", () => axeInBothSystemThemes(page, `/leader/${leader.slug}`));
      }
    });
  }

  // Once, at 375 px: the static HTML is the same at every width, and 375 px is the first screen that matters.
  test("every portrait shows before any script runs: a real src, eager, first in line", { tag: ONLY_IN.mobile }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      for (const leader of leaders) {
        await page.goto(`/leader/${leader.slug}`);
        const portrait = page.getByRole("img", { name: `Portrait of ${leader.name}` });
        await expect(portrait, leader.slug).toHaveAttribute("src", /\.jpg$/);
        await expect(portrait, leader.slug).toHaveAttribute("srcset", /\.jpg 400w/);
        await expect(portrait, leader.slug).toHaveAttribute("loading", "eager");
        await expect(portrait, leader.slug).toHaveAttribute("fetchpriority", "high");
        await expect(portrait, leader.slug).toBeInViewport({ ratio: 1 });
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: leader.slug })
          .toBe(true);
        expect(await portrait.evaluate((img) => getComputedStyle(img).opacity), leader.slug).toBe("1");
      }
    } finally {
      await context.close();
    }
  });

  test("an unknown leader shows 'Leader not found.' in red, centred, inside the layout, without hydration errors; axe", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/leader/no-such-person");
    await hydrated(page);
    const message = page.getByText("Leader not found.", { exact: true });
    await expect(message).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Leader not found.");
    const style = await message.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, align: s.textAlign };
    });
    const [r, g, b] = style.color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(g * 1.5);
    expect(r).toBeGreaterThan(b * 1.5);
    expect(style.align).toBe("center");
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);

    await test.step("axe, light and dark", () => axeInBothSystemThemes(page, "/leader/no-such-person"));
  });
});

test.describe("Wings", () => {
  for (const wing of wings) {
    const isFirst = wing === wings[0];
    test(`/wings/${wing.slug}${isFirst ? ", axe" : ""}`, async ({ page }) => {
      const response = await page.goto(`/wings/${wing.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(wing.title));
      await expect(page.getByRole("heading", { level: 1, name: wing.title })).toBeVisible();
      await expect(page.getByRole("blockquote")).toHaveText(wing.quote);
      for (const paragraph of wing.content) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Join Us" })).toHaveAttribute("href", "/contact");
      // One wing page stands for all (one template).
      if (isFirst) await test.step("axe, light and dark", () => axeInBothSystemThemes(page, `/wings/${wing.slug}`));
    });
  }

  test("/wings lists every wing in order; axe; a wing card opens the wing page", async ({ page }) => {
    await page.goto("/wings");
    await expect(page.getByRole("heading", { level: 1, name: "Party Wings" })).toBeVisible();
    const hrefs = await page
      .getByRole("main")
      .getByRole("list")
      .first()
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(wings.map((w) => `/wings/${w.slug}`));

    await test.step("axe, light and dark", () => axeInBothSystemThemes(page, "/wings"));

    await test.step("a wing card opens the wing page", async () => {
      await page.getByRole("link", { name: new RegExp(wings[1].title) }).click();
      await expect(page.getByRole("heading", { level: 1, name: wings[1].title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/wings/${wings[1].slug}$`));
    });
  });

  test("an unknown wing shows 'Wing not found.' in red, centred; axe", async ({ page }) => {
    await page.goto("/wings/no-such-wing");
    await hydrated(page);
    const message = page.getByText("Wing not found.", { exact: true });
    await expect(message).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Wing not found.");
    expect(await message.evaluate((el) => getComputedStyle(el).textAlign)).toBe("center");

    await test.step("axe, light and dark", () => axeInBothSystemThemes(page, "/wings/no-such-wing"));
  });

  test("the disputed /wing/{slug} ends at /wings/{slug}", async ({ page }) => {
    const wing = wings[0];
    await page.goto(`/wing/${wing.slug}`);
    await expect(page).toHaveURL(new RegExp(`/wings/${wing.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: wing.title })).toBeVisible();
    // Replaced, not pushed: Back does not return to the old address.
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
  });
});

/**
 * The staff console in a real browser, against the real server on a throwaway database: signing
 * in (the server's message in words, then success), each role seeing only its sections, signing
 * out, coming back after the session ended (to the same screen, with what was typed), the staff
 * accounts screen, and axe (0 violations) on sign-in and the shell in light and dark.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, isDesktopViewport, presetTheme, settle, switchStoredTheme, type Theme } from "../test-support/e2e/browser";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { signInThroughForm, startStaffServer, type StaffServer } from "../test-support/e2e/staffServer";

let server: StaffServer;

// Every sign-in runs Argon2id (19 MiB) on the server: generous time on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startStaffServer(testInfo.parallelIndex);
});
test.afterAll(async () => {
  await server?.close();
});

const open = async (page: Page, path: string) => {
  await page.goto(`${server.baseURL}${path}`);
  await hydrated(page, { timeout: 20_000 });
};
const nav = (page: Page) => page.getByRole("navigation", { name: "Console sections" });

test("signs in: a wrong password is explained in words, the right one opens the shell", async ({ page }) => {
  const admin = await server.addStaff("admin", "Amina Khattak");
  await open(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signInThroughForm(page, { email: admin.email, password: "not my password at all" });
  await expect(page.getByRole("alert")).toHaveText("The email address or password is incorrect.");
  // What was typed stays.
  await expect(page.getByLabel("Email address")).toHaveValue(admin.email);

  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Amina" })).toBeVisible();
  await expect(page.getByText("Amina Khattak").filter({ visible: true })).toBeVisible();
  await expect(page).toHaveTitle(/Staff console/);
  const robots = await page.locator('meta[name="robots"]').getAttribute("content");
  expect(robots).toMatch(/noindex/);
});

test("shows each role only its sections", async ({ page }) => {
  const people = { admin: await server.addStaff("admin"), editor: await server.addStaff("editor"), office: await server.addStaff("office") };
  for (const [role, login] of Object.entries(people)) {
    await page.context().clearCookies();
    await open(page, "/admin");
    await signInThroughForm(page, login);
    await expect(nav(page).getByRole("link", { name: "Start" })).toBeVisible();
    const links = await nav(page).getByRole("link").allTextContents();
    if (role === "admin") expect(links).toEqual(expect.arrayContaining(["Staff accounts", "Audit log"]));
    else expect(links).not.toEqual(expect.arrayContaining(["Staff accounts"]));
    if (role !== "admin") {
      expect(links).not.toContain("Audit log");
      // Typing the address of an admin section shows no admin data.
      await open(page, "/admin/staff");
      await expect(page.getByRole("heading", { level: 1, name: "Not open to your role" })).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
    }
  }
});

test("signs out: the sign-in page returns and a reload does not bring the session back", async ({ page }) => {
  const editor = await server.addStaff("editor");
  await open(page, "/admin");
  await signInThroughForm(page, editor);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await open(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes("qwp_staff"))).toEqual([]);
});

test("after the session ends, signing in again returns to the same screen with what was typed", async ({ page }) => {
  const admin = await server.addStaff("admin");
  await open(page, "/admin/staff");
  await signInThroughForm(page, admin);
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  const email = `zarmina-${Date.now().toString(36)}-${test.info().project.name}@qwp.example`;
  await page.getByLabel("Full name").fill("Zarmina Afridi");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("office");
  await page.getByLabel("First password").fill("quiet harbour lantern ninety");

  // The session ends while the form is filled in; sending it meets the sign-in dialog.
  server.expireSessions(admin.email);
  await page.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill(admin.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Zarmina Afridi");
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();

  // A reload after expiry: the full sign-in page, then the very screen asked for.
  server.expireSessions(admin.email);
  await open(page, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signInThroughForm(page, admin);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit$/);
});

test("admins add an account, change its role and disable it", async ({ page }) => {
  const admin = await server.addStaff("admin");
  await open(page, "/admin/staff");
  await signInThroughForm(page, admin);
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  const email = `new-${Date.now().toString(36)}-${test.info().project.name}@qwp.example`;
  await page.getByLabel("Full name").fill("Sher Ali");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("office");
  await page.getByLabel("First password").fill("password1234");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is on the list of common passwords.").first()).toBeVisible();

  await page.getByLabel("First password").fill("quiet harbour lantern ninety");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account created for Sher Ali" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByLabel("Role of Sher Ali").selectOption("editor");
  await expect(page.getByRole("status").filter({ hasText: "Sher Ali is now editor." })).toBeVisible();
  await row.getByRole("button", { name: "Disable Sher Ali" }).click();
  await expect(row.getByText("Disabled")).toBeVisible();

  await nav(page).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Disabled account" }).filter({ hasText: email })).toBeVisible();
});

test("axe: sign-in page (with the server's error) and shell have no violations, light and dark", async ({ browser, viewport, hasTouch }) => {
  test.setTimeout(180_000);
  // Each screen is loaded in one theme, checked, switched as the site's toggle switches, checked again;
  // mobile loads light and desktop dark, so each project also checks the loaded theme's head script.
  const [loaded, switched]: Theme[] = isDesktopViewport(viewport) ? ["dark", "light"] : ["light", "dark"];
  const admin = await server.addStaff("admin");
  const context = await browser.newContext({ viewport, hasTouch, colorScheme: loaded });
  try {
    const page = await context.newPage();
    await presetTheme(page, loaded);
    const inBothThemes = async (what: string) => {
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(loaded === "dark");
      await expectNoAxeViolations(page, `${what}, ${loaded}`);
      await switchStoredTheme(page, switched);
      await expectNoAxeViolations(page, `${what}, ${switched}`);
    };

    await open(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    // The error state too: the live region with the server's message.
    await signInThroughForm(page, { email: admin.email, password: "wrong wrong wrong" });
    await expect(page.getByRole("alert")).toBeVisible();
    await inBothThemes("sign-in page");

    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(nav(page)).toBeVisible();
    for (const path of ["/admin", "/admin/staff", "/admin/audit"]) {
      // presetTheme stores `loaded` again before each load.
      await open(page, path);
      await expect(nav(page)).toBeVisible();
      await expect(page.getByRole("table").or(page.getByRole("heading", { name: /Welcome/ })).first()).toBeVisible();
      await inBothThemes(path);
    }
  } finally {
    await context.close();
  }
});

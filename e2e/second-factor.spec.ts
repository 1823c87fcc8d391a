/**
 * The second factor in a real browser, against the real server on a throwaway database with the
 * production default (office accounts need one): an office account signs in with its password and
 * sees only the enrolment; it sets up the app (QR code shown, code typed, recovery codes shown
 * once), signs out, and signs in in two steps (a wrong code explained in words, then the right one).
 * axe (0 violations) on every one of these screens, in light and dark. The server's clock is the
 * test's, moved one 30-second step where a new code is needed.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, presetTheme, settle, type Theme } from "../test-support/e2e/browser";
import { signInThroughForm, startStaffServer, type StaffServer } from "../test-support/e2e/staffServer";
import { totpCode } from "../test-support/totp";
import { expectNoAxeViolations } from "../test-support/e2e/axe";

const clock = { now: Date.now() };
let server: StaffServer;

// Every sign-in runs Argon2id (19 MiB) on the server: generous time on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startStaffServer(testInfo.parallelIndex, { env: { STAFF_2FA_ROLES: undefined }, now: () => clock.now, portOffset: 34 });
});
test.afterAll(async () => {
  await server?.close();
});

async function noViolations(page: Page, screen: string) {
  await settle(page);
  await expectNoAxeViolations(page, screen);
}

for (const theme of ["light", "dark"] as Theme[]) {
  test(`enrols an authenticator app, then signs in in two steps (${theme})`, async ({ browser, viewport, hasTouch }) => {
    const office = await server.addStaff("office");
    const context = await browser.newContext({ viewport, hasTouch, colorScheme: theme });
    try {
      const page = await context.newPage();
      await presetTheme(page, theme);
      await page.goto(`${server.baseURL}/admin/contacts`);
      await hydrated(page, { timeout: 20_000 });
      await signInThroughForm(page, office);

      // Only the enrolment: no shell, no contact messages.
      await expect(page.getByRole("heading", { level: 1, name: "Set up your second factor" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Console sections" })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      await noViolations(page, "enrolment: start");

      await page.getByRole("button", { name: "Set up an authenticator app" }).click();
      const qr = page.getByRole("img", { name: /QR code that adds the QWP staff account/ });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 2, name: "Scan the code with your app" })).toBeFocused();
      const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await noViolations(page, "enrolment: scan");

      await page.getByLabel("Code from your authenticator app").fill(totpCode(secret, clock.now));
      await page.getByRole("button", { name: "Turn on the second factor" }).click();
      const codes = page.getByTestId("recovery-codes").getByRole("listitem");
      await expect(codes).toHaveCount(10);
      const recoveryCodes = await codes.allInnerTexts();
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
      await noViolations(page, "enrolment: recovery codes");

      await page.getByRole("button", { name: "I have kept my recovery codes" }).click();
      // The console opens where the person was going.
      await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
      // Shown once: the security screen says the factor is on and shows no codes.
      await page.goto(`${server.baseURL}/admin/security`);
      await hydrated(page, { timeout: 20_000 });
      await expect(page.getByText(/^On: signing in asks for a code/)).toBeVisible();
      await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
      for (const code of recoveryCodes) await expect(page.getByText(code)).toHaveCount(0);
      await expect(page.getByText("(this browser)")).toBeVisible();

      // Two steps: the password, then a code (a new one: the enrolment's code is spent).
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      clock.now += 30_000;
      await signInThroughForm(page, office);
      const codeField = page.getByLabel("Code from your authenticator app");
      await expect(codeField).toBeFocused();
      const right = totpCode(secret, clock.now);
      await codeField.fill(right === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("The code is incorrect or has already been used.");
      await noViolations(page, "sign-in: code step");
      await codeField.fill(right);
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Account security" })).toBeVisible();

      // Sign out everywhere from the security screen ends this session too.
      await page.goto(`${server.baseURL}/admin/security`);
      await hydrated(page, { timeout: 20_000 });
      await noViolations(page, "account security");
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

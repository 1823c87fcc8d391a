import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { presetTheme, type Theme } from "../test-support/e2e/browser";
import { DATA_CHECK_LINE, SITE_EDITOR, startSiteServer } from "../test-support/e2e/siteServer";

/** The console's Site screen: what is live, the failed build's lines, Roll back, Publish now; axe in both themes. */

// Both themes on one server per project, one after the other: its start (the checkout's build made a
// release, then two builds) is most of this file's time, and a test that is a job of its own (the
// config's fullyParallel) starts a server of its own.
test.describe.configure({ mode: "default" });

let server: Awaited<ReturnType<typeof startSiteServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startSiteServer(testInfo.parallelIndex);
});
test.afterAll(async () => server?.close());

for (const theme of ["light", "dark"] as Theme[]) {
  test(`Site: live release, failed build's lines, roll back and publish by keyboard; axe (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetTheme(page, theme);
    await page.goto(`${server.baseURL}/admin/site`);
    await page.getByLabel("Email address").fill(SITE_EDITOR.email);
    await page.getByLabel("Password").fill(SITE_EDITOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Site" })).toBeVisible({ timeout: 20_000 });
    const history = page.getByRole("region", { name: "Build history" });
    await expect(history.getByText(DATA_CHECK_LINE)).toBeVisible();
    await expect(page.getByText("Leader tariq-khan: new description").first()).toBeVisible();

    await expectNoAxeViolations(page, `the Site screen (${theme})`);

    // Roll back to an earlier release by keyboard, then publish again.
    const liveId = () => server.publishing.releases!.liveId();
    const before = liveId();
    const rollBack = page.getByRole("button", { name: "Roll back" }).first();
    await rollBack.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").getByText("The chosen release is live now.")).toBeVisible();
    const rolledBack = liveId();
    expect(rolledBack).not.toBe(before);
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByRole("status").getByText(/Build started/)).toBeVisible();
    await expect.poll(liveId, { timeout: 10_000 }).not.toBe(rolledBack);
  });
}

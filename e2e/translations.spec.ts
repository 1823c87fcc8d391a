import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { switchStoredTheme } from "../test-support/e2e/browser";
import { startContentServerWithBuilds, type ContentServerWithBuilds } from "../test-support/e2e/contentServer";
import { CONTENT_EDITOR } from "../test-support/publishing";
import type { Build } from "../contract/validation/publishing";

/**
 * The console's Translations section against the real server, publishing from a throwaway content
 * repository with real builds: after a developer changes an English text, the overview shows the
 * Urdu Home page as outdated, the file shows that text's old and new English beside a right-to-left
 * Urdu box, axe passes in both themes on both screens, and Confirm review (with the text translated
 * again) is one commit in the staff member's name that starts a build. Desktop only, one load of
 * each screen: the server and its git history are the subject.
 */
const HOME_UR = "data/ur/home.json";

let server: ContentServerWithBuilds;
// The test is tagged for the desktop project: one project is enough.
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startContentServerWithBuilds(testInfo.parallelIndex, 40);
});
test.afterAll(async () => {
  // The build the confirmation started is stopped with its server, as when a server stops mid-build:
  // its commit is this test's subject, and e2e/content-editing.spec.ts follows builds until they are live.
  await server?.close();
});

test("an English change shows as outdated; the translation is corrected and its review confirmed in one commit", { tag: ONLY_IN.desktop }, async ({ page }) => {
  server.pushJsonChange("data/home.json", (home) => ({ ...home, hero: { ...(home.hero as object), title: "Peace, rights and prosperity for Khyber Pakhtunkhwa" } }));

  await page.goto(`${server.baseURL}/admin/translations`);
  await page.getByLabel("Email address").fill(CONTENT_EDITOR.email);
  await page.getByLabel("Password", { exact: true }).fill(CONTENT_EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible({ timeout: 20_000 });

  await page.getByLabel("Show").selectOption({ label: "With outdated texts" });
  await page.getByLabel("Language").selectOption({ label: "Urdu" });
  const rows = page.getByRole("region", { name: "Translation files" }).getByRole("row");
  // Home's translation is listed now that its English changed; the site's, whose English did not, is not.
  // (Other files may be listed too: any English text edited since its translation was saved counts.)
  const home = rows.filter({ hasText: HOME_UR });
  await expect(home).toHaveCount(1);
  await expect(rows.filter({ hasText: "data/ur/site.json" })).toHaveCount(0);
  await expect(home).toContainText("Needs review");
  for (const theme of ["light", "dark"] as const) {
    await switchStoredTheme(page, theme);
    await expectNoAxeViolations(page, `the Translations overview (${theme})`);
  }

  await home.getByRole("link", { name: "Home page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Urdu: Home page" })).toBeVisible();
  const title = page.getByRole("textbox", { name: /^Hero › Title · Outdated/ });
  await expect(title).toHaveAttribute("lang", "ur");
  await expect(title).toHaveAttribute("dir", "rtl");
  expect(await title.evaluate((box) => getComputedStyle(box).direction)).toBe("rtl");
  const row = page.getByRole("listitem").filter({ has: title });
  await expect(row.locator("del")).toHaveText("Peace, rights and progress for Khyber Pakhtunkhwa");
  await expect(row.locator("ins")).toHaveText("Peace, rights and prosperity for Khyber Pakhtunkhwa");
  await expect(row.locator("[lang=en]").first()).toHaveAttribute("dir", "ltr");
  for (const theme of ["light", "dark"] as const) {
    await switchStoredTheme(page, theme);
    await expectNoAxeViolations(page, `a translation beside its English (${theme})`);
  }

  await title.fill("خیبر پختونخوا کے لیے امن، حقوق اور خوشحالی");
  await page.getByRole("button", { name: "Confirm review" }).click();
  await expect(page.getByRole("list", { name: "Changes to save" })).toContainText("Review state");
  await page.getByRole("button", { name: "Confirm review and publish" }).click();
  await expect(page.getByText(/^Reviewed by a native speaker\. .* 0 texts outdated\./)).toBeVisible();

  const saved = JSON.parse(server.fileOnMain(HOME_UR));
  expect([saved.$status, saved.hero.title]).toEqual(["reviewed", "خیبر پختونخوا کے لیے امن، حقوق اور خوشحالی"]);
  const [author, subject] = execFileSync("git", ["log", "-1", "--format=%an%x00%s", "main", "--", HOME_UR], { cwd: server.repo.bare, encoding: "utf8" }).trim().split("\0");
  expect([author, subject]).toEqual([CONTENT_EDITOR.name, `Confirm the review of ${HOME_UR}`]);
  // And the publish: a build asked for from the console in the staff member's name.
  const [newest] = (await (await page.request.get(`${server.baseURL}/api/admin/site/builds`)).json()).builds as Build[];
  expect([newest.trigger, newest.by, ["queued", "running", "live"].includes(newest.status)]).toEqual(["console", CONTENT_EDITOR.email, true]);
});

import { expect, test, type Page } from "@playwright/test";
import { ONLY_IN } from "../test-support/e2e/projects";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { switchStoredTheme } from "../test-support/e2e/browser";
import { startContentServerWithBuilds, type ContentServerWithBuilds } from "../test-support/e2e/contentServer";
import { CONTENT_EDITOR } from "../test-support/publishing";

/**
 * The Content section against the real server, a throwaway content repository and real builds:
 * refused values at their fields (nothing written), a stale save's conflict, axe in both themes,
 * the form by keyboard alone (none of these builds); then one serial group whose saves share the
 * builds: a leader's new title and a new wing go live, and an old version is restored.
 * Desktop only: the server and its builds are the subject, not the viewport (the Content screens
 * at 375 px are covered by the screenshots and by axe at both widths in the layout of the console).
 */
const LEADER = "data/leaders/tariq-khan.json";
const LEADER_SCREEN = "/admin/content/edit/leaders/tariq-khan";

let server: ContentServerWithBuilds;
test.describe.configure({ mode: "serial" });
// Every test is tagged for the desktop project: one project is enough, the builds are the expensive part.
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startContentServerWithBuilds(testInfo.parallelIndex);
});
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.afterAll(async ({}, testInfo) => {
  // A build a save started may still run (after a failure above): it ends before its server closes.
  testInfo.setTimeout(12 * 60_000);
  await server?.idle();
  await server?.close();
});

async function signIn(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${server.baseURL}${path}`);
  await page.getByLabel("Email address").fill(CONTENT_EDITOR.email);
  await page.getByLabel("Password", { exact: true }).fill(CONTENT_EDITOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Review, then Save and publish, from the editor's form. */
async function reviewAndSave(page: Page, message?: string) {
  await page.getByRole("button", { name: /^Review/ }).click();
  await expect(page.getByRole("heading", { name: /^Review/ })).toBeVisible();
  if (message) await page.getByLabel("Describe the change (optional)").fill(message);
  await page.getByRole("button", { name: /^(Save|Create) and publish$/ }).click();
}

test("refuses an empty required field, a link to no page and an unknown project status at their fields; nothing is written", { tag: ONLY_IN.desktop }, async ({ page }) => {
  const leaderBefore = server.fileOnMain(LEADER);
  const navigationBefore = server.fileOnMain("data/navigation.json");
  const projectsBefore = server.fileOnMain("data/projects.json");

  await signIn(page, LEADER_SCREEN, "Edit: Tariq Khan");
  const title = page.locator("#root_title");
  await title.fill("");
  await reviewAndSave(page);
  const summary = page.getByRole("alert", { name: "The file was not saved" });
  await expect(summary).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveValue("");
  await summary.getByRole("link").first().click();
  await expect(title).toBeFocused();

  await page.goto(`${server.baseURL}/admin/content/edit/navigation`);
  const href = page.locator("#root_items_2_href");
  await href.fill("/no-such-page");
  await reviewAndSave(page);
  await expect(page.getByRole("alert", { name: "The file was not saved" })).toBeVisible();
  await expect(href).toHaveAttribute("aria-invalid", "true");
  await expect(href).toHaveValue("/no-such-page");
  const hrefError = page.locator("#root_items_2_href__error");
  await expect(hrefError).not.toBeEmpty();

  // The form offers only the listed statuses; a request that sends another one is refused at its field.
  const file = await (await page.request.get(`${server.baseURL}/api/admin/content/data/projects.json`)).json();
  file.data.projects[0].status = "Planned";
  const refused = await page.request.put(`${server.baseURL}/api/admin/content/data/projects.json`, {
    data: { data: file.data, revision: file.revision },
    headers: { origin: server.baseURL },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors.map((error: { field: string }) => error.field)).toContain("/projects/0/status");

  expect(server.fileOnMain(LEADER)).toBe(leaderBefore);
  expect(server.fileOnMain("data/navigation.json")).toBe(navigationBefore);
  expect(server.fileOnMain("data/projects.json")).toBe(projectsBefore);
});

test("a save over a newer version in the repository gets the conflict message and can reload", { tag: ONLY_IN.desktop }, async ({ page }) => {
  await signIn(page, LEADER_SCREEN, "Edit: Tariq Khan");
  const description = page.locator("#root_description");
  await description.fill("Typed in the console while a developer pushed.");
  // A developer pushes a change to the same file meanwhile.
  server.pushJsonChange(LEADER, (leader) => ({ ...leader, description: "Pushed by a developer." }));
  const before = server.fileOnMain(LEADER);
  await reviewAndSave(page);
  const conflict = page.getByRole("alert", { name: "Someone else changed this file" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText("Typed in the console while a developer pushed.")).toBeVisible();
  expect(server.fileOnMain(LEADER)).toBe(before);
  await conflict.getByRole("button", { name: "Reload the file" }).click();
  await expect(description).toHaveValue("Pushed by a developer.");
  await expect(conflict.getByText("Typed in the console while a developer pushed.")).toBeVisible();
});

test("the Content list has no axe violations in either theme, and a leader's form works by keyboard alone", { tag: ONLY_IN.desktop }, async ({ page }) => {
  await signIn(page, "/admin/content", "Content");
  await expect(page.getByRole("link", { name: "Tariq Khan" })).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await switchStoredTheme(page, theme);
    await expectNoAxeViolations(page, `the Content list (${theme})`);
  }

  // Keyboard only: open the file from the list, change the title, add an achievement and move it up, review.
  await page.getByRole("link", { name: "Tariq Khan" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Edit: Tariq Khan" })).toBeVisible();
  await page.locator("#root_title").focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" of the party");
  await page.getByRole("button", { name: "Add an entry to Achievements" }).focus();
  await page.keyboard.press("Enter");
  // The new entry's field has the focus; its buttons come before it (Move down is disabled on the last entry).
  await expect(page.locator("#root_achievements_1")).toBeFocused();
  await page.keyboard.type("Spokesman at the 2026 convention");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Remove item 2 of Achievements" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Move item 2 of Achievements up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#root_achievements_0")).toHaveValue("Spokesman at the 2026 convention");
  await expect(page.getByRole("button", { name: "Move item 1 of Achievements down" })).toBeFocused();
  await page.getByRole("button", { name: "Review changes" }).focus();
  await page.keyboard.press("Enter");
  const changes = page.getByRole("list", { name: "Changes to save" });
  await expect(changes.getByText("Secretary Information of the party")).toBeVisible();
  await expect(changes.getByText("Achievements › Item 1", { exact: false }).first()).toBeVisible();
  await page.getByRole("button", { name: "Back to editing" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#root_title")).toHaveValue("Secretary Information of the party");
});

test("a leader's form has no axe violations in either theme", { tag: ONLY_IN.desktop }, async ({ page }) => {
  await signIn(page, LEADER_SCREEN, "Edit: Tariq Khan");
  for (const theme of ["light", "dark"] as const) {
    await switchStoredTheme(page, theme);
    await expectNoAxeViolations(page, `a leader's form (${theme})`);
  }
});

test("the review of changes and a file's history have no axe violations in either theme", { tag: ONLY_IN.desktop }, async ({ page }) => {
  await signIn(page, LEADER_SCREEN, "Edit: Tariq Khan");
  await page.locator("#root_title").fill("Secretary Information of the party");
  await page.locator("#root_bio_0_title").fill("Early life");
  await page.getByRole("button", { name: "Review changes" }).click();
  await expect(page.getByRole("list", { name: "Changes to save" }).getByRole("listitem")).toHaveCount(2);
  for (const theme of ["light", "dark"] as const) {
    await switchStoredTheme(page, theme);
    await expectNoAxeViolations(page, `the review of changes (${theme})`);
  }

  // A second version of a file, as a developer's push would make it, so its history has one to restore.
  server.pushJsonChange("data/wings/youth-wing.json", (wing) => ({ ...wing, quote: "The youth are the strength of the nation." }));
  await page.goto(`${server.baseURL}/admin/content/history/wings/youth-wing`);
  await expect(page.getByRole("button", { name: "Restore this version" }).first()).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await switchStoredTheme(page, theme);
    await expectNoAxeViolations(page, `a file's history (${theme})`);
  }
});

test.describe("saves that build (one serial group sharing the builds)", () => {
  test("a new leader title and a new wing go live, and an old version is restored", { tag: ONLY_IN.desktop }, async ({ page, context }) => {
    // Real builds: the first in a fresh test build workspace is cold; the follow-up merges two saves.
    test.setTimeout(15 * 60_000);
    const NEW_TITLE = "Secretary Information and Spokesman";
    await signIn(page, LEADER_SCREEN, "Edit: Tariq Khan");
    await page.locator("#root_title").fill(NEW_TITLE);
    await page.getByRole("button", { name: "Review changes" }).click();
    const change = page.getByRole("list", { name: "Changes to save" }).getByRole("listitem");
    await expect(change).toHaveCount(1);
    await expect(change.locator("del")).toHaveText("Secretary Information");
    await expect(change.locator("ins")).toHaveText(NEW_TITLE);
    await page.getByLabel("Describe the change (optional)").fill("Tariq Khan: new office title");
    await page.getByRole("button", { name: "Save and publish" }).click();

    // While that build runs: a new wing, and an older version of the home page restored (one follow-up build).
    const second = await context.newPage();
    await second.goto(`${server.baseURL}/admin/content/new/wing`);
    await expect(second.getByRole("heading", { level: 1, name: "New wing" })).toBeVisible({ timeout: 20_000 });
    await second.locator("#root_title").fill("Students Wing");
    await expect(second.locator("#root_slug")).toHaveValue("students-wing");
    await second.locator("#root_description").fill("The party's wing for college and university students.");
    await second.locator("#root_quote").fill("Learn, organise, lead");
    await second.getByRole("button", { name: "Add an entry to Content" }).click();
    await second.locator("#root_content_0").fill("The Students Wing brings the party's students together in every district.");
    await reviewAndSave(second);
    await expect(second.getByRole("link", { name: "Open it in the form" })).toBeVisible();

    const original = server.fileOnMain("data/home.json");
    server.pushJsonChange("data/home.json", (home) => ({ ...home, hero: { ...(home.hero as Record<string, unknown>), title: "A developer's draft hero title" } }));
    await second.goto(`${server.baseURL}/admin/content/history/home`);
    const versions = second.getByRole("region", { name: "Versions" }).getByRole("listitem");
    await expect(versions.nth(1)).toBeVisible();
    const history = await (await second.request.get(`${server.baseURL}/api/admin/content/data/home.json/history`)).json();
    const older = history.commits[1].commit as string;
    const commitsBefore = server.commitsOf("data/home.json").length;
    second.once("dialog", (dialog) => void dialog.accept());
    await versions.nth(1).getByRole("button", { name: "Restore this version" }).click();
    await expect(second.getByText("The version was restored.")).toBeVisible();
    expect(server.fileOnMain("data/home.json")).toBe(server.fileAt(older, "data/home.json"));
    expect(server.fileOnMain("data/home.json")).toBe(original);
    expect(server.commitsOf("data/home.json")).toHaveLength(commitsBefore + 1);

    // The leader's save screen follows its build (merged or not) until the page is live.
    await expect(page.getByText("Your change is live.")).toBeVisible({ timeout: 12 * 60_000 });
    await page.getByRole("link", { name: "/leader/tariq-khan" }).click();
    await expect(page.getByText(NEW_TITLE).first()).toBeVisible();
    await expect(second.getByText("Your change is live.")).toBeVisible({ timeout: 12 * 60_000 });
    await server.idle();
    const wing = await page.request.get(`${server.baseURL}/wings/students-wing`);
    expect(wing.status()).toBe(200);
    expect(await wing.text()).toContain("Learn, organise, lead");
  });
});

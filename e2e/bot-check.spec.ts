/**
 * The invisible bot check in a real browser: the built site's worker solves the server's real
 * challenge (the page's CSP allows it, no eval), a plain request without it is refused, and when
 * the check cannot be done the form says so in words, keeps what was typed and sends on Try again.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Db } from "../server/platform/database";
import { E2E_SERVER_ENV, startThrowawayServer, type ThrowawayServer } from "../test-support/server";
import { hydrated } from "../test-support/e2e/browser";
import { solveCaptcha } from "../test-support/e2e/forms";
import { ONLY_IN } from "../test-support/e2e/projects";

test.setTimeout(90_000);
let baseURL = "";
let db: Db;
let server: ThrowawayServer | undefined;

test.beforeAll(async () => {
  server = await startThrowawayServer({ prefix: "qwp-botcheck-e2e-", inheritEnv: true, env: { ...E2E_SERVER_ENV } });
  ({ db, baseUrl: baseURL } = server);
});
test.afterAll(async () => {
  await server?.close();
});

async function fillContact(page: Page, subject: string) {
  await page.getByLabel("Full name").fill("Gul Rahman");
  await page.getByLabel("Email address").fill("gul@example.pk");
  await page.getByLabel("Contact number").fill("0300 1234567");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("When will the relief camps open near Charsadda?");
  await solveCaptcha(page);
}

const stored = (subject: string) => (db.prepare("SELECT COUNT(*) AS n FROM contacts WHERE subject = ?").get(subject) as { n: number }).n;

// Once, on desktop: the check is the worker's and the server's, not the viewport's (e2e/forms.spec.ts
// sends the forms, the bot check solved, at both widths).
test("a plain POST without the check is refused and stores nothing", { tag: ONLY_IN.desktop }, async ({ request }) => {
  const response = await request.post(`${baseURL}/api/contacts`, {
    data: { name: "Bot", email: "bot@example.org", contactNumber: "0300 1234567", subject: "curl", message: "A message from a script." },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).errors.altcha).toEqual(expect.any(String));
  expect(stored("curl")).toBe(0);
});

test("the worker solves the real challenge under the page's CSP, without a console error", { tag: ONLY_IN.desktop }, async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  const subject = `Worker ${testInfo.project.name} ${Date.now()}`;
  await page.goto(`${baseURL}/contact`);
  await hydrated(page);
  await fillContact(page, subject);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("✓ Message sent successfully! We'll get back to you soon.")).toBeVisible();
  expect(stored(subject)).toBe(1);
  expect(problems).toEqual([]);
});

test("when the check cannot be done, the form says so, keeps what was typed and sends on Try again", { tag: ONLY_IN.desktop }, async ({ page }, testInfo) => {
  const subject = `Offline check ${testInfo.project.name} ${Date.now()}`;
  await page.route("**/api/challenge", (route) => route.abort("internetdisconnected"));
  await page.goto(`${baseURL}/contact`);
  await hydrated(page);
  await fillContact(page, subject);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("the automatic spam check could not be completed");
  await expect(page.getByLabel("Subject")).toHaveValue(subject);
  expect(stored(subject)).toBe(0);

  await page.unroute("**/api/challenge");
  await page.getByRole("button", { name: "Try again" }).click();
  // A new challenge is fetched and solved, and the server's 3 seconds run from its issue.
  await expect(page.getByText("✓ Message sent successfully! We'll get back to you soon.")).toBeVisible({ timeout: 30_000 });
  expect(stored(subject)).toBe(1);
});

/**
 * The office inbox end to end: a visitor sends both forms on the built site exactly as before
 * (arithmetic question, invisible bot check solved in a worker, the spec's success messages), then
 * an office account signs in to the console, finds the submission, marks it, notes it and exports
 * it. Each worker runs its own real server on a free loopback port with a fresh database.
 */
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import type { Db } from "../server/platform/database";
import { createStaffAccount, E2E_SERVER_ENV, startThrowawayServer, type ThrowawayServer } from "../test-support/server";
import { signInThroughForm } from "../test-support/e2e/staffServer";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { hydrated } from "../test-support/e2e/browser";
import { solveCaptcha } from "../test-support/e2e/forms";

// Two whole journeys (site form, sign-in, console, export) per test: longer than the default 30 s.
test.setTimeout(120_000);

let baseURL = "";
let db: Db;
let server: ThrowawayServer | undefined;
const office = { email: "office@qwp.example", password: "e2e copper meadow lantern" };

test.beforeAll(async () => {
  server = await startThrowawayServer({ prefix: "qwp-inbox-e2e-", inheritEnv: true, env: { ...E2E_SERVER_ENV, ADMIN_LOGIN_MAX_PER_ADDRESS: "1000" } });
  ({ db, baseUrl: baseURL } = server);
  await createStaffAccount(db, { ...office, name: "Gul Office", role: "office" });
});
test.afterAll(async () => {
  await server?.close();
});

async function open(page: Page, pathname: string) {
  await page.goto(baseURL + pathname);
  await hydrated(page);
}

async function signInAsOffice(page: Page, pathname: string) {
  await page.context().clearCookies();
  await open(page, pathname);
  await signInThroughForm(page, office);
}

async function exportCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /as CSV/ }).click()]);
  const file = await download.path();
  return fs.readFileSync(file!, "utf8");
}

const auditActions = () => (db.prepare("SELECT actor, action FROM audit_log ORDER BY id").all() as Array<{ actor: string; action: string }>);

test("a contact message sent on the site is found, marked, noted and exported by the office", async ({ page }, testInfo) => {
  const subject = `Relief camps ${testInfo.project.name} ${Date.now()}`;
  await open(page, "/contact");
  await page.getByLabel("Full name").fill("ثناء خان");
  await page.getByLabel("Email address").fill("sana@example.pk");
  await page.getByLabel("Contact number").fill("0300 1234567");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("When will the relief camps open near Charsadda?");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("✓ Message sent successfully! We'll get back to you soon.")).toBeVisible();

  await signInAsOffice(page, "/admin");
  const card = page.getByRole("link", { name: /^Contact messages Read/ });
  await expect(card).toContainText(/\d+ new messages?/);
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact messages" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill("sana@example");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("table")).toContainText(subject);
  await expectNoAxeViolations(page, "contact messages, searched");

  await page.getByRole("row", { name: new RegExp(subject) }).getByRole("link", { name: "ثناء خان" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ثناء خان" })).toBeVisible();
  await expect(page.getByText("When will the relief camps open near Charsadda?")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Answered" });
  await page.getByLabel("Private note (staff only)").fill("Called back on Monday.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(`${office.email}: status Answered; note “Called back on Monday.”`);
  await expectNoAxeViolations(page, "a contact message, status and note saved");

  await page.getByRole("link", { name: /All contact messages/ }).click();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Answered" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("table")).toContainText(subject);
  const csv = await exportCsv(page);
  expect(csv.startsWith("\uFEFFID,Received (UTC),Name")).toBe(true);
  expect(csv).toContain("ثناء خان");
  expect(csv).toContain("Called back on Monday.");
  expect(auditActions()).toEqual(expect.arrayContaining([{ actor: office.email, action: "contacts.update" }, { actor: office.email, action: "contacts.export" }]));
});

test("a membership application sent on the site is found by CNIC, approved, noted and exported", async ({ page }, testInfo) => {
  const lastName = `Khan ${testInfo.project.name} ${Date.now()}`;
  await open(page, "/join-qwp");
  await page.getByLabel("First name").fill("Aimal");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Father's / Husband's name").fill("Sher Khan");
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByRole("radio", { name: "Overseas Pakistani" }).check();
  await page.getByLabel("CNIC / CRC number").fill("1710198765431");
  await page.getByLabel("Year of birth").fill("1988");
  await page.getByLabel("Mobile number").fill("+44 7911 123456");
  await page.getByLabel("Education").selectOption({ label: "Masters" });
  await page.getByLabel("Profession").selectOption({ label: "IT Professional" });
  await page.getByLabel("Province").selectOption({ label: "Punjab" });
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByText("✓ Membership application submitted successfully! We'll review your application and get back to you soon."),
  ).toBeVisible();

  await signInAsOffice(page, "/admin/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Membership applications" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill("17101-9876543-1");
  await page.getByLabel("Province", { exact: true }).selectOption({ label: "Punjab" });
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `Aimal ${lastName}` }).click();
  await expect(page.getByText("17101-9876543-1")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Approved" });
  await page.getByLabel("Private note (staff only)").fill("Welcome letter sent.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("status Approved");

  await page.getByRole("link", { name: /All membership applications/ }).click();
  await page.getByLabel("Province", { exact: true }).selectOption({ label: "Punjab" });
  await page.getByRole("button", { name: "Search" }).click();
  const csv = await exportCsv(page);
  expect(csv).toContain(lastName);
  expect(csv).toContain("17101-9876543-1");
  expect(csv).toContain("approved,Welcome letter sent.");
});

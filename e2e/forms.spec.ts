import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/platform/config";
import { openDatabase, type Db } from "../server/platform/database";
import { createSubmissionRepository } from "../server/forms/submissions";
import { hydrated } from "../test-support/e2e/browser";
import { solveCaptcha } from "../test-support/e2e/forms";

/**
 * Both forms end to end: the built site in a real browser, POSTing to the project's own server,
 * then the stored row read back from that server's database. Each worker runs its own server on
 * a free loopback port with a fresh database, so the rows it finds are its own.
 */
let baseURL = "";
let db: Db;
let close: () => Promise<void>;
let dir = "";

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-forms-e2e-"));
  const config = loadConfig({
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_PATH: path.join(dir, "qwp.sqlite"),
    RATE_LIMIT_MAX: "1000",
    SEED_DEMO_CONTENT: "false",
  });
  db = openDatabase(config.databasePath);
  const { app } = await buildApp(config, { db });
  await app.listen({ host: "127.0.0.1", port: 0 });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = async () => {
    await app.close();
    db.close();
  };
});

test.afterAll(async () => {
  await close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const submissions = () => createSubmissionRepository(db);

async function open(page: Page, pathname: string) {
  await page.goto(baseURL + pathname);
  await hydrated(page);
}

test("a contact message is sent and stored", async ({ page }, testInfo) => {
  const subject = `Relief camps ${testInfo.project.name} ${Date.now()}`;
  await open(page, "/contact");
  await expect(page.getByRole("link", { name: /^\+92/ }).first()).toHaveAttribute("href", /^tel:/);
  await expect(page.locator("iframe[loading=lazy]")).toHaveAttribute("title", /Map/);

  await page.getByLabel("Full name").fill("Gul Rahman");
  await page.getByLabel("Email address").fill("gul@example.pk");
  await page.getByLabel("Contact number").fill("0300 1234567");
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Message", { exact: true })
    .fill("When will the relief camps open near Charsadda?");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(
    page.getByText("✓ Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
  const row = submissions()
    .contacts()
    .find((r) => r.subject === subject);
  expect(row).toMatchObject({
    name: "Gul Rahman",
    email: "gul@example.pk",
    contact_number: "0300 1234567",
    message: "When will the relief camps open near Charsadda?",
  });
});

test("a membership application is submitted and stored with its CNIC normalised", async ({
  page,
}, testInfo) => {
  const lastName = `Khan ${testInfo.project.name} ${Date.now()}`;
  await open(page, "/join-qwp");
  await expect(page.getByRole("group", { name: /Security Verification/ })).toBeVisible();

  await page.getByLabel("First name").fill("Aimal");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Father's / Husband's name").fill("Sher Khan");
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByRole("radio", { name: "Overseas Pakistani" }).check();
  await page.getByLabel("CNIC / CRC number").fill("1710112345671");
  await page.getByLabel("Year of birth").fill("1988");
  await page.getByLabel("Mobile number").fill("+44 7911 123456");
  await page.getByLabel("Education").selectOption({ label: "Masters" });
  await page.getByLabel("Profession").selectOption({ label: "IT Professional" });
  await page.getByLabel("Province").selectOption({ label: "Khyber Pakhtunkhwa" });
  await page.getByLabel("District (optional)").selectOption({ label: "Mardan" });
  await page.getByLabel(/Party you voted for last/).selectOption({ label: "PML-N" });
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Submit Application" }).click();

  await expect(
    page.getByText(
      "✓ Membership application submitted successfully! We'll review your application and get back to you soon.",
    ),
  ).toBeVisible();
  const row = submissions()
    .applications()
    .find((r) => r.last_name === lastName);
  expect(row).toMatchObject({
    first_name: "Aimal",
    father_husband_name: "Sher Khan",
    gender: "male",
    residential_status: "overseas",
    cnic_crc: "17101-1234567-1",
    year_of_birth: 1988,
    education: "masters",
    profession: "it-professional",
    province: "khyber-pakhtunkhwa",
  });
});

test("an empty application moves focus to the first field and sends nothing", async ({ page }) => {
  const before = submissions().applications().length;
  await open(page, "/join-qwp");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Province is required")).toBeVisible();
  expect(submissions().applications().length).toBe(before);
});

test("the honeypot is never reached from the keyboard", async ({ page }) => {
  await open(page, "/contact");
  await page.getByLabel("Message", { exact: true }).focus();
  const visited: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    visited.push(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? ""),
    );
  }
  expect(visited).not.toContain("website");
  expect(visited).toContain("captcha");
});

/**
 * The join and contact forms in the Urdu and Pashto editions, end to end at 375 and 1440 px: the
 * built pages POST to the project's own server (a fresh database per worker) and the stored rows are
 * read back. Each load checks several things: the Urdu form's validation messages (and axe on that
 * state), then the same form filled in Eastern digits; the Pashto contact form's failed request,
 * then its resend.
 */
import { expect, test, type Page } from "@playwright/test";
import psForms from "../data/i18n/ps/forms.json";
import urForms from "../data/i18n/ur/forms.json";
import urJoin from "../data/i18n/ur/join.json";
import psJoin from "../data/i18n/ps/join.json";
import psContact from "../data/i18n/ps/contact.json";
import { createSubmissionRepository } from "../server/forms/submissions";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { hydrated } from "../test-support/e2e/browser";
import { solveEditionCaptcha } from "../test-support/e2e/forms";
import { E2E_SERVER_ENV, startThrowawayServer, type ThrowawayServer } from "../test-support/server";

let server: ThrowawayServer | undefined;

test.beforeAll(async () => {
  server = await startThrowawayServer({
    prefix: "qwp-editions-forms-e2e-",
    inheritEnv: true,
    env: { ...E2E_SERVER_ENV, RATE_LIMIT_MAX: "1000" },
  });
});
test.afterAll(async () => {
  await server?.close();
});

const submissions = () => createSubmissionRepository(server!.db);

async function open(page: Page, pathname: string) {
  await page.goto(server!.baseUrl + pathname);
  await hydrated(page);
}

/** A value set into a right-to-left sentence is isolated (first-strong isolate … pop). */
const isolated = (text: string) => `\u2068${text}\u2069`;
const required = (messages: typeof urForms, field: keyof typeof urForms) =>
  messages["error.required"].replace("{field}", isolated(messages[field]));

const direction = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).direction);

test("the Urdu join form says what is missing in Urdu, then takes Eastern digits and stores them as 0-9", async ({
  page,
}, testInfo) => {
  const lastName = `آفریدی ${testInfo.project.name} ${Date.now()}`;
  const before = submissions().applications().length;
  await open(page, "/ur/join-qwp");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: urJoin.formTitle })).toBeVisible();

  await page.getByRole("button", { name: urJoin.submit }).click();
  const firstName = page.getByLabel(urJoin["label.firstName"]);
  await expect(firstName).toBeFocused();
  await expect(page.locator("#field-firstName-error")).toHaveText(required(urForms, "field.firstName"));
  await expect(page.locator("#field-province-error")).toHaveText(required(urForms, "field.province"));
  expect(submissions().applications().length).toBe(before);
  await expectNoAxeViolations(page, "/ur/join-qwp with its validation messages");

  // Labels read right to left; numbers, phone numbers and e-mail are typed left to right.
  const cnic = page.getByLabel(urJoin["label.cnicCrc"]);
  await expect(cnic).toHaveAttribute("dir", "ltr");
  expect(await direction(page, 'label[for="field-cnicCrc"]')).toBe("rtl");
  expect(await direction(page, "#field-cnicCrc")).toBe("ltr");

  await firstName.fill("ایمل");
  await page.getByLabel(urJoin["label.lastName"]).fill(lastName);
  await page.getByLabel(urJoin["label.fatherHusbandName"]).fill("شیر خان");
  await page.getByRole("radio", { name: urJoin["gender.male"], exact: true }).check();
  await page.getByRole("radio", { name: urJoin["residentialStatus.resident"] }).check();
  await cnic.fill("۱۲۳۴۵-۱۲۳۴۵۶۷-۱");
  await page.getByLabel(urJoin["label.yearOfBirth"]).fill("۱۹۸۸");
  await page.getByLabel(urJoin["label.mobile"]).fill("۰۳۰۰ ۱۲۳۴۵۶۷");
  await page.getByLabel(urJoin["label.education"]).selectOption({ label: urJoin["education.masters"] });
  await page.getByLabel(urJoin["label.profession"]).selectOption({ label: urJoin["profession.teacher"] });
  await page.getByLabel(urJoin["label.province"]).selectOption({ label: urJoin["province.khyber-pakhtunkhwa"] });
  await page.getByLabel(urJoin["label.politicalWing"]).selectOption({ label: "یوتھ ونگ" });
  await solveEditionCaptcha(page, { eastern: true });
  await page.getByRole("button", { name: urJoin.submit }).click();

  await expect(page.getByText(urForms.membershipSuccess)).toBeVisible();
  const row = submissions()
    .applications()
    .find((r) => r.last_name === lastName);
  expect(row).toMatchObject({
    first_name: "ایمل",
    father_husband_name: "شیر خان",
    gender: "male",
    residential_status: "resident",
    cnic_crc: "12345-1234567-1",
    year_of_birth: 1988,
    mobile: "03001234567",
    education: "masters",
    profession: "teacher",
    province: "khyber-pakhtunkhwa",
    political_wing: "youth-wing",
  });
});

test("the Pashto contact form says a failed request in Pashto, keeps what was typed, and sends on the next try", async ({
  page,
}, testInfo) => {
  const subject = `د سیلاب مرسته ${testInfo.project.name} ${Date.now()}`;
  await open(page, "/ps/contact");
  await page.getByLabel(psContact["label.name"]).fill("ګل رحمان");
  await page.getByLabel(psContact["label.email"]).fill("gul@example.pk");
  await page.getByLabel(psContact["label.contactNumber"]).fill("۰۳۰۰ ۱۲۳۴۵۶۷");
  await page.getByLabel(psContact["label.subject"]).fill(subject);
  await page.getByLabel(psContact["label.message"], { exact: true }).fill("په چارسده کې د مرستې کمپونه کله پرانیستل کېږي؟");
  await solveEditionCaptcha(page, { eastern: true });

  await page.route("**/api/contacts", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: psContact.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(psForms.requestUnreachable);
  await expect(page.getByLabel(psContact["label.subject"])).toHaveValue(subject);
  await expect(page.getByLabel(psContact["label.name"])).toHaveValue("ګل رحمان");
  expect(submissions().contacts().some((r) => r.subject === subject)).toBe(false);

  await page.unroute("**/api/contacts");
  await page.getByRole("button", { name: psContact.submit }).click();
  await expect(page.getByText(psForms.contactSuccess)).toBeVisible();
  await expect(page.getByLabel(psContact["label.subject"])).toHaveValue("");
  expect(submissions().contacts().find((r) => r.subject === subject)).toMatchObject({
    name: "ګل رحمان",
    email: "gul@example.pk",
    contact_number: "0300 1234567",
  });
});

test("/ps/join-qwp hydrates without an error, its numbers written in Pashto digits", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  await open(page, "/ps/join-qwp");
  // Rendered at build time and again in the browser: both must write the same digits.
  await expect(page.locator("#field-yearOfBirth-hint")).toHaveText(
    psJoin["hint.yearOfBirth"].replace("{min}", "۱۹۵۰").replace("{max}", "۲۰۱۰"),
  );
  await expect(page.locator('label[for="join-captcha"] [dir="ltr"]')).toHaveText(/^[۰-۹]+ [+−×] [۰-۹]+$/);
  expect(problems).toEqual([]);
});

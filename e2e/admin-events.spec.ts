/**
 * The console's Events section against the real server and build: the press office creates a
 * draft in Urdu with a photo and a map point, previews it (saved, then a change not saved yet), schedules it, postpones it and cancels it in one
 * editor load; each state is what the public API says, the scheduled event is on /ur/events, the
 * Urdu Home and its wing's page, and each later state is on its event page and in its calendar file
 * (read with ical.js); the office (with its second factor, as production requires) finds who said they
 * will attend, searches and exports the list; an editor sees only the count. Axe in light and dark,
 * at 1440 and 375 px, on the list, the editor and the attendance list.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import ICAL from "ical.js";
import fs from "node:fs";
import sharp from "sharp";
import ur from "../data/i18n/ur/events.json";
import serverUr from "../data/i18n/ur/server.json";
import { createEventRepository } from "../server/events/eventRepository";
import type { PublicEvent } from "../contract/lib/api/eventWire";
import { toPakistanInput } from "../contract/lib/pakistanTime";
import { expectNoAxeViolations } from "../test-support/e2e/axe";
import { hydrated, switchStoredTheme } from "../test-support/e2e/browser";
import { signInThroughForm } from "../test-support/e2e/staffServer";
import { createStaffAccount, E2E_SERVER_ENV, enrolSecondFactor, startThrowawayServer, type ThrowawayServer } from "../test-support/server";
import { totpCode } from "../test-support/totp";
import { easternDigits } from "../test-support/e2e/forms";

const PASSWORD = "e2e saffron valley compass";
const EDITOR = { email: "press@qwp.example", name: "Press Officer", role: "editor" as const, password: PASSWORD };
const OFFICE = { email: "office@qwp.example", name: "Gul Office", role: "office" as const, password: PASSWORD };
const DAY = 86_400_000;
const PHONE = { width: 375, height: 812 };

let server: ThrowawayServer | undefined;
let officeSecret = "";

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, testInfo) => {
  // One journey through every state at the desktop width; axe also checks each screen at a phone's width.
  test.skip(testInfo.project.name !== "desktop", "one journey, at the desktop width");
  server = await startThrowawayServer({
    prefix: "qwp-e2e-events-",
    port: Number(process.env.E2E_PORT ?? 8123) + 80 + testInfo.parallelIndex,
    // The production rule: admin and office accounts must sign in with a second factor.
    env: { ...E2E_SERVER_ENV, STAFF_2FA_ROLES: undefined, ADMIN_LOGIN_MAX_PER_ADDRESS: "1000" },
  });
  await createStaffAccount(server.db, EDITOR);
  officeSecret = enrolSecondFactor(server.db, await createStaffAccount(server.db, OFFICE));
});
test.afterAll(async () => server?.close());

async function signIn(page: Page, account: typeof EDITOR | typeof OFFICE, pathname: string) {
  await page.context().clearCookies();
  await page.goto(server!.baseUrl + pathname);
  await hydrated(page, { timeout: 20_000 });
  await signInThroughForm(page, account);
  if (account.role === "office") {
    // Leaving the empty field (to open the authenticator app) is not yet a mistake.
    await page.getByLabel("Code from your authenticator app").blur();
    await expect(page.getByText("Enter the code from your authenticator app")).toHaveCount(0);
    await page.getByLabel("Code from your authenticator app").fill(totpCode(officeSecret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
  }
}

async function publicEvent(request: APIRequestContext, slug: string): Promise<{ status: number; event?: PublicEvent }> {
  const answer = await request.get(`${server!.baseUrl}/api/events/${slug}`);
  return { status: answer.status(), event: answer.ok() ? ((await answer.json()) as PublicEvent) : undefined };
}

/** Whether the screen fits its width: nothing reaches past the window's right edge. */
async function expectFits(page: Page, what: string) {
  const { scrollWidth, clientWidth, spilled } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    // A control reaching past its panel is cut off there even when the page itself fits.
    spilled: [...document.querySelectorAll("main section")].flatMap((section) => {
      const edge = section.getBoundingClientRect();
      return [...section.querySelectorAll("input, select, textarea, button, label")]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && (box.right > edge.right + 1 || box.left < edge.left - 1);
        })
        .map((control) => `${section.getAttribute("aria-label")}: ${control.tagName} ${control.textContent?.slice(0, 30) ?? ""}`);
    }),
  }));
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(clientWidth);
  expect(spilled, `${what}: controls past their panel`).toEqual([]);
}

/** Axe in light and dark at the journey's 1440 px, then at a phone's 375 px on the same load; the screen fits those widths and 1280 px. */
async function axeInBothThemes(page: Page, what: string) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ ...desktop, width: 1280 });
  await expectFits(page, `${what}, 1280 px`);
  for (const width of [desktop.width, PHONE.width]) {
    await page.setViewportSize(width === PHONE.width ? PHONE : desktop);
    await expectFits(page, `${what}, ${width} px`);
    await switchStoredTheme(page, "light");
    await expectNoAxeViolations(page, `${what}, ${width} px, light`);
    await switchStoredTheme(page, "dark");
    await expectNoAxeViolations(page, `${what}, ${width} px, dark`);
  }
  await switchStoredTheme(page, "light");
  await page.setViewportSize(desktop);
}

/** The event's calendar file as a calendar app reads it. */
async function calendarOf(request: APIRequestContext, slug: string) {
  const answer = await request.get(`${server!.baseUrl}/events/${slug}.ics`);
  expect(answer.status()).toBe(200);
  const vevent = new ICAL.Component(ICAL.parse(await answer.text())).getFirstSubcomponent("vevent")!;
  return {
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: vevent.getFirstPropertyValue("status"),
    startsAt: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

const save = (page: Page) => page.getByRole("button", { name: /^Save (event|changes)$/ }).click();

test("the press office takes an Urdu event with a photo and a map point from draft (previewed) to cancelled, seen on the Urdu list, Home, wing page, its page and calendar file; the office reads and exports who is coming; an editor sees only the count", async ({ page, request }) => {
  test.setTimeout(180_000);
  // All in Urdu letters and digits: the title gives no Latin address of its own.
  const title = `چارسدہ میں جلسہ ${easternDigits(String(Date.now() % 100_000))}`;
  const start = new Date(Math.ceil((Date.now() + 10 * DAY) / 3_600_000) * 3_600_000);
  // An Urdu title has no Latin letters to make an address from: the kind, district and Pakistan date do.
  const slug = `rally-charsadda-${toPakistanInput(start.toISOString()).slice(0, 10)}`;
  const newStart = new Date(start.getTime() + 7 * DAY);

  // The Start page names every section the editor has.
  await signIn(page, EDITOR, "/admin");
  await expect(page.getByText("Signed in as editor. Your sections: News, Events, Media library, Services and products, Content, Translations, Site, Speed and Account security.")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: /^Events/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("No events yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Event attendance/ })).toHaveCount(0);

  // A draft: every field as the press office fills it; the description typed into the rich text editor.
  await page.getByRole("link", { name: "Add an event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New event" })).toBeVisible();
  await page.getByLabel("Language of the event's text").selectOption("ur");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Kind of event").selectOption({ label: "Rally (jalsa)" });
  await page.getByLabel("Summary").fill("چارسدہ میں کارکنوں اور حامیوں کا اجتماع۔");
  await page.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("صوبائی قیادت کی تقاریر۔");
  await page.getByLabel("Starts (Pakistan time)").fill(toPakistanInput(start.toISOString()));
  await page.getByLabel("Ends (Pakistan time)").fill(toPakistanInput(new Date(start.getTime() + 3 * 3_600_000).toISOString()));
  await page.getByLabel("Venue").fill("Jinnah Park");
  await page.getByLabel("Address", { exact: true }).fill("Mardan Road, Charsadda");
  await page.getByLabel("District").selectOption({ label: "Charsadda" });
  await page.getByLabel("Latitude").fill("34.1482");
  await page.getByLabel("Longitude").fill("71.7406");
  await page.getByLabel(/Organised by/).selectOption({ label: "Youth Wing" });
  // Every text of the event is written right to left in Urdu; its address is Latin, shown before it is public.
  for (const field of [page.getByLabel("Title", { exact: true }), page.getByLabel("Summary"), page.getByLabel("Venue"), page.getByLabel("Address", { exact: true }), page.getByRole("textbox", { name: "Description" })]) {
    await expect(field).toHaveAttribute("dir", "rtl");
    await expect(field).toHaveAttribute("lang", "ur");
  }
  const address = page.getByLabel("Address (slug)");
  await expect(address).toHaveValue(slug);
  await expect(address).toHaveAttribute("dir", "ltr");
  await expect(page.getByText(`The event will be at /events/${slug}`)).toBeVisible();
  // The photo, as a phone would take it, uploaded into the library and chosen in one step.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2e6b3a" } }).jpeg().toBuffer();
  await page.getByLabel("Upload a photo (JPEG, PNG or WebP, up to 10 MB)").setInputFiles({ name: "jalsa.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("jalsa.jpg uploaded and chosen.")).toBeVisible();
  await save(page);
  await expect(page.getByText("Draft saved: only staff see it.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  // The heading keeps the Urdu title apart from the console's English words.
  await expect(page.getByRole("heading", { level: 1 }).locator("bdi")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit: ${title}`);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));
  expect((await publicEvent(request, slug)).status).toBe(404);
  await expect(page.getByRole("button", { name: "Delete draft" })).toBeVisible();

  // Previewed: the draft's page as the public will see it, in Urdu and right to left, in a tab of its
  // own at a private address that no cache keeps and no search engine indexes; refused signed out.
  const previewOf = async () => {
    const [tab, answer] = await Promise.all([
      page.context().waitForEvent("page"),
      page.context().waitForEvent("response", (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/preview/events"),
      page.getByRole("button", { name: /^Preview the page/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(answer.status()).toBe(200);
    expect(answer.headers()).toMatchObject({ "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" });
    await expect(tab.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(tab.locator("[data-preview-notice]")).toHaveText(serverUr.previewNotice);
    return { tab, article: tab.getByRole("main").getByRole("article") };
  };
  const saved = await previewOf();
  await expect(saved.article).toHaveAttribute("lang", "ur");
  await expect(saved.article.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(saved.article).toContainText("صوبائی قیادت کی تقاریر۔");
  await saved.tab.close();
  expect((await request.get(`${server!.baseUrl}/admin/preview/events/${id}`)).status()).toBe(401);
  expect((await request.get(`${server!.baseUrl}/ur/events/${slug}`)).status()).toBe(404);

  // A change not saved yet: values the save would refuse get the form's own errors and open no tab;
  // a new title is previewed as it will read, while the saved event keeps the old one.
  await page.getByLabel("Venue").fill("");
  await page.getByRole("button", { name: /^Preview the page/ }).click();
  await expect(page.getByText("Correct the fields with errors, then preview again.")).toBeVisible();
  await expect(page.getByLabel("Venue")).toBeFocused();
  await expect(page.getByLabel("Venue")).toHaveAttribute("aria-invalid", "true");
  expect(page.context().pages()).toHaveLength(1);
  await page.getByLabel("Venue").fill("Jinnah Park");
  const changedTitle = `${title} (نیا)`;
  await page.getByLabel("Title", { exact: true }).fill(changedTitle);
  const unsaved = await previewOf();
  await expect(unsaved.article).toHaveAttribute("lang", "ur");
  await expect(unsaved.article.getByRole("heading", { level: 1 })).toHaveText(changedTitle);
  await expect(unsaved.tab.locator("html")).toHaveAttribute("lang", "ur");
  await axeInBothThemes(unsaved.tab, "preview of a change not saved yet, with its notice");
  await unsaved.tab.goto(`${server!.baseUrl}/admin/preview/events/${id}`);
  await expect(unsaved.tab.getByRole("main").getByRole("article").getByRole("heading", { level: 1 })).toHaveText(title);
  await unsaved.tab.close();
  await page.getByLabel("Title", { exact: true }).fill(title);

  // Scheduled: public, the address locked, no longer deletable.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Scheduled" });
  await save(page);
  await expect(page.getByText("Saved: the event is public.")).toBeVisible();
  const scheduled = await publicEvent(request, slug);
  expect(scheduled.event).toMatchObject({ status: "scheduled", lang: "ur", title, startsAt: start.toISOString(), district: "Charsadda", wing: "youth-wing", map: { lat: 34.1482, lon: 71.7406 } });
  expect(scheduled.event!.image?.url).toMatch(/^\/media\/library\//);
  await expect(page.getByLabel(/Address \(slug\)/)).toHaveAttribute("readonly", "");
  await expect(page.getByText("An event that has been public is never deleted: mark it cancelled instead.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete draft" })).toHaveCount(0);
  await axeInBothThemes(page, "event editor, scheduled");

  // Where a supporter meets it, in a second tab so the editor stays loaded: the Urdu list, the Urdu
  // Home's upcoming events, the Youth Wing's page, and its own page with the photo and the map.
  const visitor = await page.context().newPage();
  await visitor.goto(`${server!.baseUrl}/ur/events`);
  await hydrated(visitor, { timeout: 20_000 });
  await expect(visitor.getByRole("main").getByRole("article").getByRole("heading", { name: title })).toBeVisible();
  await visitor.goto(`${server!.baseUrl}/ur`);
  await hydrated(visitor, { timeout: 20_000 });
  await expect(visitor.getByRole("heading", { level: 2, name: ur.homeTitle })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await visitor.goto(`${server!.baseUrl}/ur/wings/youth-wing`);
  await hydrated(visitor, { timeout: 20_000 });
  await expect(visitor.getByRole("heading", { level: 2, name: ur.wingTitle })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 3, name: title })).toBeVisible();
  const eventPage = `${server!.baseUrl}/ur/events/${slug}`;
  await visitor.goto(eventPage);
  const article = visitor.getByRole("main").getByRole("article");
  await expect(article).toHaveAttribute("lang", "ur");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(article.locator(`img[src="${scheduled.event!.image!.url}"]`)).toHaveCount(1);
  await expect(visitor.getByTitle(ur.mapTitle.replace("{venue}", "Jinnah Park"))).toHaveCount(1);
  await expect(article.locator("[data-status]")).toHaveCount(0);
  const scheduledCalendar = await calendarOf(request, slug);
  expect(scheduledCalendar).toMatchObject({ status: "CONFIRMED", startsAt: start.toISOString() });

  // The office's list needs answers: stored as the public form stores them, one with a formula for a name.
  const events = createEventRepository(server!.db);
  events.addAttendance(id, { name: "ثناء خان", mobile: "03001234567", district: "Charsadda", email: "sana@example.pk" }, { now: new Date() });
  events.addAttendance(id, { name: "=HYPERLINK(\"http://evil.example\")", mobile: "03111234567", district: "Mardan", email: "" }, { now: new Date() });

  // Postponed to a new date: the old one kept as the previous start.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Postponed" });
  await page.getByLabel("New start (Pakistan time)").fill(toPakistanInput(newStart.toISOString()));
  await page.getByLabel("New end (Pakistan time)").fill(toPakistanInput(new Date(newStart.getTime() + 3 * 3_600_000).toISOString()));
  const note = page.getByLabel("Note on the postponement (optional)");
  await expect(note).toHaveAttribute("dir", "rtl");
  await note.fill("شدید بارش کی پیش گوئی ہے۔");
  await save(page);
  await expect(page.getByText("Saved: the site shows the event as postponed.")).toBeVisible();
  const postponed = await publicEvent(request, slug);
  expect(postponed.event).toMatchObject({ status: "postponed", startsAt: newStart.toISOString(), previousStartsAt: start.toISOString(), dateToBeAnnounced: false, statusNote: "شدید بارش کی پیش گوئی ہے۔" });
  expect(postponed.event!.sequence).toBeGreaterThan(scheduled.event!.sequence);
  await visitor.goto(eventPage);
  await expect(article.locator("[data-status]")).toHaveText(ur["status.rescheduled"]);
  const postponedCalendar = await calendarOf(request, slug);
  expect(postponedCalendar.startsAt).toBe(newStart.toISOString());
  expect(postponedCalendar.sequence).toBeGreaterThan(scheduledCalendar.sequence);

  // Cancelled: not without a reason of its own (never the postponement's note); then public and marked, taking no more attendance.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Cancelled" });
  await expect(page.getByLabel("Reason for cancelling (one line)")).toHaveValue("");
  await save(page);
  await expect(page.getByLabel("Reason for cancelling (one line)")).toBeFocused();
  await expect(page.getByText("Say in one line why it was cancelled")).toBeVisible();
  await expect(page.getByLabel("Reason for cancelling (one line)")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("Reason for cancelling (one line)").fill("The district administration withdrew permission.");
  await save(page);
  await expect(page.getByText("Saved: the site shows the event as cancelled.")).toBeVisible();
  expect((await publicEvent(request, slug)).event).toMatchObject({ status: "cancelled", statusNote: "The district administration withdrew permission.", acceptsAttendance: false });
  await visitor.goto(eventPage);
  await expect(article.locator("[data-status]")).toHaveText(ur["status.cancelled"]);
  await expect(visitor.getByRole("note").first()).toHaveText(ur.cancelledBecause.replace("{reason}", "The district administration withdrew permission."));
  const cancelledCalendar = await calendarOf(request, slug);
  expect(cancelledCalendar.status).toBe("CANCELLED");
  expect(cancelledCalendar.sequence).toBeGreaterThan(postponedCalendar.sequence);
  await visitor.close();

  // The list: the event as it is now, its count without names for an editor.
  await page.getByRole("link", { name: "Events", exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("cell").nth(5)).toHaveText("2");
  await expect(row.getByRole("link", { name: /attending/ })).toHaveCount(0);
  await axeInBothThemes(page, "event list");
  await page.goto(`${server!.baseUrl}/admin/events/${id}/attendance`);
  await expect(page.getByRole("alert")).toHaveText("Your role does not allow this.");
  await expect(page.getByRole("table")).toHaveCount(0);

  // The office: its own section, the event's list, a search, the export.
  await signIn(page, OFFICE, "/admin/attendance");
  await expect(page.getByRole("heading", { level: 1, name: "Event attendance" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Cancelled" }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Attendance: ${title}` })).toBeVisible();
  await expect(page.getByText("2 people have said they will attend.")).toBeVisible();
  await expect(page.getByRole("row", { name: /ثناء خان/ })).toContainText("03001234567");
  await page.getByLabel("Search name, mobile or district").fill("mardan");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 found for “mardan”.")).toBeVisible();
  await expect(page.getByRole("row", { name: /ثناء خان/ })).toHaveCount(0);
  await axeInBothThemes(page, "attendance list, searched");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV (the whole list)" }).click()]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv).toContain("ثناء خان");
  expect(csv).toContain("03001234567");
  expect(csv).toContain("'=HYPERLINK");
  const audit = server!.db.prepare("SELECT actor, action FROM audit_log WHERE target = ? ORDER BY id").all(`event:${id}`);
  expect(audit).toEqual([
    { actor: EDITOR.email, action: "event.create" },
    { actor: EDITOR.email, action: "event.publish" },
    { actor: EDITOR.email, action: "event.postpone" },
    { actor: EDITOR.email, action: "event.cancel" },
    { actor: OFFICE.email, action: "event.attendance.export" },
  ]);
});

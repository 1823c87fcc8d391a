/**
 * Events as a supporter meets them, in English and Urdu, at both widths: the list with its filters
 * in the address (Back returns to the previous choice), the past list, an event page with its
 * calendar file, Google Calendar link and map, "I will attend" sent (Eastern digits stored as 0-9),
 * the attendee found by the office in the console's list, then refused once the event is
 * cancelled, the painted content with scripts off, and axe in both themes. One server of the spec's own whose clock starts at a fixed moment, so dates never drift; each page load
 * checks several things.
 */
import { expect, test, type Page } from "@playwright/test";
import en from "../data/i18n/en/events.json";
import forms from "../data/i18n/en/forms.json";
import ps from "../data/i18n/ps/events.json";
import ur from "../data/i18n/ur/events.json";
import layoutUr from "../data/i18n/ur/layout.json";
import navigation from "../data/navigation.json";
import navigationUr from "../data/ur/navigation.json";
import site from "../data/site.json";
import type { AttendancePage } from "../contract/lib/api/eventWire";
import { expectNoAxeViolations, openAsWithoutScripts } from "../test-support/e2e/axe";
import { gotoOk, hydrated, presetTheme, settle, switchStoredTheme } from "../test-support/e2e/browser";
import { startEventsServer } from "../test-support/e2e/eventsServer";
import { easternDigits, solveCaptcha } from "../test-support/e2e/forms";
import { collectErrors } from "../test-support/e2e/hydration";

// The event page's test cancels the Charsadda rally: the list's test must see it first.
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startEventsServer>>;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures pattern before testInfo
test.beforeAll(async ({}, info) => {
  server = await startEventsServer(info.parallelIndex);
});
test.afterAll(async () => server?.close());

const cardTitles = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });

async function axeInBothThemes(page: Page, what: string) {
  await expectNoAxeViolations(page, `${what}, light`);
  await switchStoredTheme(page, "dark");
  await expectNoAxeViolations(page, `${what}, dark`);
}

test("/events: upcoming soonest first with the cancelled one marked, filters in the address, Back, the past list, axe", async ({ page }) => {
  const errors = collectErrors(page);
  await presetTheme(page, "light");
  await gotoOk(page, `${server.baseURL}/events`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
  await expect(cardTitles(page)).toHaveText(["Corner meeting in Mingora", "Jalsa at Sardaryab, Charsadda", "پشاور میں صوبائی کنونشن"]);
  const cancelled = page.getByRole("main").getByRole("article").first();
  await expect(cancelled.getByText(en["status.cancelled"])).toBeVisible();
  await expect(cardTitles(page).nth(2)).toHaveAttribute("lang", "ur");
  await expect(page.getByRole("link", { name: en.subscribeAll })).toHaveAttribute("href", "/events.ics");
  await settle(page);
  await axeInBothThemes(page, "/events");

  await page.getByLabel(en.district).selectOption("charsadda");
  await page.getByRole("button", { name: en.apply }).click();
  await expect(page).toHaveURL(`${server.baseURL}/events?district=charsadda`);
  await expect(cardTitles(page)).toHaveText(["Jalsa at Sardaryab, Charsadda"]);
  await expect(page.getByLabel(en.district)).toHaveValue("charsadda");
  await page.goBack();
  await expect(page).toHaveURL(`${server.baseURL}/events`);
  await expect(cardTitles(page)).toHaveCount(3);
  await expect(page.getByLabel(en.district)).toHaveValue("");

  await page.getByRole("navigation", { name: en.lists }).getByRole("link", { name: en.past }).click();
  await expect(page).toHaveURL(`${server.baseURL}/events?when=past`);
  await expect(cardTitles(page)).toHaveText(["Press conference at Mardan Press Club"]);
  expect(errors).toEqual([]);
});

test("an event page: when and where, calendar file, Google Calendar, map; I will attend sent, then refused once cancelled", async ({ page, request }) => {
  const errors = collectErrors(page);
  await presetTheme(page, "light");
  await gotoOk(page, `${server.baseURL}/events/charsadda-jalsa`);
  await hydrated(page);
  const article = page.getByRole("main").getByRole("article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jalsa at Sardaryab, Charsadda");
  await expect(article).toContainText("December 5, 2026");
  await expect(article).toContainText("2:00 pm to 4:00 pm (Pakistan time)");
  await expect(article).toContainText(`${en.organiser}: Youth Wing`);

  const ics = page.getByRole("link", { name: en.downloadIcs });
  const calendar = await request.get(`${server.baseURL}${await ics.getAttribute("href")}`);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await calendar.text();
  expect(text).toContain("UID:event-charsadda-jalsa@");
  expect(text).toContain("DTSTART:20261205T090000Z");
  expect(await page.getByRole("link", { name: new RegExp(en.googleCalendar) }).getAttribute("href")).toMatch(
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Jalsa/,
  );
  await expect(page.getByTitle("Map: Sardaryab Ground")).toHaveAttribute("loading", "lazy");

  const form = page.getByRole("form", { name: en.attendTitle });
  await expect(form).toBeVisible();
  await settle(page);
  await axeInBothThemes(page, "/events/charsadda-jalsa");

  // A visitor on an Urdu keyboard types the number in Eastern digits.
  await form.getByLabel(en["label.name"]).fill("Gul Khan");
  await form.getByLabel(en["label.mobile"]).fill(easternDigits("0300 1234567"));
  await form.getByLabel(en["label.district"]).selectOption("Charsadda");
  await form.getByRole("checkbox").check();
  await solveCaptcha(page);
  await form.getByRole("button", { name: en.attendSubmit }).click();
  await expect(page.getByText(forms.attendanceSuccess)).toBeVisible();
  expect(server.attendances().map(({ name, mobile, district }) => ({ name, mobile, district }))).toEqual([
    { name: "Gul Khan", mobile: expect.stringMatching(/^0300 ?1234567$/), district: "Charsadda" },
  ]);
  // The office finds the attendee in the console's list, the number in the digits its staff dial.
  const office = await server.signedInStaff("office", "office@qwp.example");
  const found = await request.get(`${server.baseURL}/api/admin/events/${server.jalsaId}/attendance?q=${encodeURIComponent("gul khan")}`, { headers: { cookie: office } });
  expect(found.status()).toBe(200);
  expect(((await found.json()) as AttendancePage).attendances.map(({ name, mobile }) => ({ name, mobile }))).toEqual([
    { name: "Gul Khan", mobile: expect.stringMatching(/^0300 ?1234567$/) },
  ]);

  // The press office cancels the rally while another supporter is filling in the form.
  await form.getByLabel(en["label.name"]).fill("Zarmina Bibi");
  await form.getByLabel(en["label.mobile"]).fill("0311 7654321");
  await form.getByLabel(en["label.district"]).selectOption("Mardan");
  await form.getByRole("checkbox").check();
  await solveCaptcha(page);
  server.cancelJalsa();
  await form.getByRole("button", { name: en.attendSubmit }).click();
  await expect(page.getByText(en.closedCancelled)).toBeVisible();
  expect(server.attendances()).toHaveLength(1);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("note").first()).toHaveText("This event has been cancelled: Rain");
  await expect(page.getByText(en.closedCancelled)).toBeVisible();
  await expect(page.getByRole("form", { name: en.attendTitle })).toHaveCount(0);
  await expect(page.getByRole("region", { name: en.addToCalendar })).toHaveCount(0);
  // The refused request is logged by the API client, and nothing else went wrong.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 409 (Conflict)",
    expect.stringMatching(/^API POST \/api\/events\/charsadda-jalsa\/attendance failed ApiError: This event has been cancelled/),
  ]);
});

test("/ur/events and an Urdu event: the Urdu events alone (past ones asked at runtime in Urdu), the other editions one sentence away, the edition's words, right to left, the form in Urdu, axe", async ({ page }) => {
  const errors = collectErrors(page);
  await presetTheme(page, "light");
  await gotoOk(page, `${server.baseURL}/ur/events`);
  await hydrated(page);
  // The English upcoming events (Charsadda, Mingora) are the English edition's.
  await expect(cardTitles(page)).toHaveText(["پشاور میں صوبائی کنونشن"]);
  const otherEditions = page.getByRole("main").locator("[data-other-editions]");
  await expect(otherEditions).toHaveText("انگریزی اور پشتو میں بھی تقریبات دیکھیں۔");
  await expect(otherEditions.getByRole("link", { name: "انگریزی" })).toHaveAttribute("href", "/events");
  await expect(otherEditions.getByRole("link", { name: "پشتو" })).toHaveAttribute("href", "/ps/events");
  // The past list, asked in the browser for the Urdu events only: none, said in Urdu, and the other editions' past lists.
  const asked = page.waitForRequest((r) => r.url().includes("/api/events?when=past&page=1&lang=ur"));
  await page.getByRole("link", { name: ur.past }).click();
  await asked;
  await expect(page.getByRole("main").getByText(ur.emptyPast)).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  await expect(otherEditions.getByRole("link", { name: "انگریزی" })).toHaveAttribute("href", "/events?when=past");
  await expect(otherEditions.getByRole("link", { name: "پشتو" })).toHaveAttribute("href", "/ps/events?when=past");
  await settle(page);
  await expectNoAxeViolations(page, "/ur/events?when=past, light");

  await presetTheme(page, "light");
  await gotoOk(page, `${server.baseURL}/ur/events?kind=convention`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ur.title);
  await expect(cardTitles(page)).toHaveText(["پشاور میں صوبائی کنونشن"]);
  await expect(cardTitles(page).first()).not.toHaveAttribute("lang", /./);
  // No convention in another language: nothing to point to.
  await expect(otherEditions).toHaveCount(0);
  await expect(page.getByLabel(ur.kind)).toHaveValue("convention");
  await expect(page.getByRole("main").getByRole("article")).toContainText("10 دسمبر، 2026");
  await settle(page);
  await axeInBothThemes(page, "/ur/events?kind=convention");

  await page.getByRole("main").getByRole("link", { name: "پشاور میں صوبائی کنونشن" }).click();
  await expect(page).toHaveURL(`${server.baseURL}/ur/events/peshawar-convention`);
  const article = page.getByRole("main").getByRole("article");
  await expect(article).toHaveAttribute("dir", "rtl");
  await expect(article).toContainText("شام 2:00 سے شام 4:00 تک");
  await expect(article).toContainText("پشاور");
  await expect(page.getByRole("form", { name: ur.attendTitle })).toBeVisible();
  // What only a browser without scripts shows stays out of the way.
  await expect(page.getByText(ur.attendWithoutScripts.split("{phone}")[0])).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: layoutUr.menu })).toBeHidden();
  await settle(page);
  await axeInBothThemes(page, "/ur/events/peshawar-convention");
  expect(errors).toEqual([]);
});

test("with scripts off on a phone, the server's list (filtered by the address) and event are painted, the menu opens onto every page (at a desktop's width too), axe-clean in both themes, and the event says how to attend", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await gotoOk(page, `${server.baseURL}/events?district=swat`);
  await expect(cardTitles(page)).toHaveText(["Corner meeting in Mingora"]);
  await expect(page.getByLabel(en.district)).toHaveValue("swat");
  // The editions' lists as the server paints them: their own language's events alone.
  await gotoOk(page, `${server.baseURL}/ur/events`);
  await expect(cardTitles(page)).toHaveText(["پشاور میں صوبائی کنونشن"]);
  await expect(page.locator("main [data-other-editions] a")).toHaveCount(2);
  await gotoOk(page, `${server.baseURL}/ps/events?when=past`);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("main").getByText(ps.emptyPast)).toBeVisible();
  await expect(page.locator("main [data-other-editions] a")).toHaveText(["انګرېزي", "اردو"]);
  await expect(page.locator("main [data-other-editions] a").first()).toHaveAttribute("href", "/events?when=past");
  await expect(page.locator("main [data-other-editions] a").nth(1)).toHaveAttribute("href", "/ur/events?when=past");
  await gotoOk(page, `${server.baseURL}/ur/events/peshawar-convention`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("پشاور میں صوبائی کنونشن");
  await expect(page.getByRole("main").getByRole("article")).toContainText("10 دسمبر، 2026");
  await expect(page.getByRole("link", { name: ur.downloadIcs })).toHaveAttribute("href", "/events/peshawar-convention.ics");

  // No form without scripts: the office's number instead, as a link a phone dials.
  const howToAttend = page.getByRole("note").filter({ hasText: ur.attendWithoutScripts.split("{phone}")[0] });
  await expect(howToAttend).toBeVisible();
  await expect(howToAttend.locator("a")).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
  await expect(howToAttend.locator("a")).toHaveText(site.phone.replace(/ /g, "\u00a0"));
  await expect(page.getByRole("button", { name: layoutUr.openMenu })).toBeHidden();

  // The menu: a disclosure that needs no script, listing every page of the side menu in the edition.
  const summary = page.locator("header summary");
  await expect(summary).toHaveText(layoutUr.menu);
  await summary.click();
  const menu = page.getByRole("navigation", { name: layoutUr.menu });
  const pages = navigation.items.flatMap((item) => (item.subItems?.length ? item.subItems : [item]));
  await expect(menu.getByRole("link")).toHaveCount(pages.length);
  for (const { href } of pages) {
    const link = menu.locator(`a[href="${href === "/" ? "/ur" : `/ur${href}`}"]`);
    await expect(link).toBeVisible();
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
  }
  const contact = navigationUr.items[navigation.items.findIndex((item) => item.href === "/contact")].name;
  await menu.getByRole("link", { name: contact, exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/ur/contact`);

  // At a desktop's width the bar's groups would need scripts to open: they give way to the same
  // disclosure, which opens from the keyboard and shows every page without scrolling.
  await page.setViewportSize({ width: 1440, height: 900 });
  const bar = page.getByRole("navigation", { name: layoutUr.mainNav });
  await expect(bar.getByRole("link", { name: contact, exact: true })).toBeVisible();
  await expect(bar.getByRole("button")).toHaveCount(0);
  await expect(menu).toBeHidden();
  await summary.focus();
  await page.keyboard.press("Enter");
  for (const { href } of pages) await expect(menu.locator(`a[href="${href === "/" ? "/ur" : `/ur${href}`}"]`)).toBeInViewport();
  await page.keyboard.press("Tab");
  const first = pages[0].href === "/" ? "/ur" : `/ur${pages[0].href}`;
  await expect(menu.locator(`a[href="${first}"]`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.baseURL}${first}`);
  await context.close();

  // The menu open, at both widths and in both themes, passes axe (in a page painted as without scripts:
  // axe cannot run where scripts are off). Once: this test sets its own widths in either project.
  if (testInfo.project.name !== "mobile") return;
  const checked = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const painted = await checked.newPage();
  await openAsWithoutScripts(painted, `${server.baseURL}/ur/events/peshawar-convention`);
  await painted.locator("header summary").click();
  await expect(painted.getByRole("navigation", { name: layoutUr.menu }).getByRole("link")).toHaveCount(pages.length);
  for (const width of [375, 1440]) {
    await painted.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(painted.getByRole("navigation", { name: layoutUr.menu }).getByRole("link").first()).toBeVisible();
    await axeInBothThemes(painted, `/ur/events/peshawar-convention, no scripts, menu open, ${width} px`);
    await switchStoredTheme(painted, "light");
  }
  await checked.close();
});

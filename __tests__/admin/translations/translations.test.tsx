/**
 * The console's Translations section against a mocked API (the real API is tested over HTTP in
 * __tests__/server/content-translations.test.ts): the overview's filters, a translation beside its
 * English (RTL boxes, outdated texts), a save with its review state, Confirm review, a refusal at
 * its field; and the pointer helpers the screen edits texts with.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import type { TranslationFile, TranslationSummary } from "../../../contract/content/translationsApi";
import TranslationEditor from "../../../src/admin/translations/TranslationEditor";
import TranslationsOverview from "../../../src/admin/translations/TranslationsOverview";
import TranslationsSection from "../../../src/admin/translations/TranslationsSection";
import { textAt, withText } from "../../../src/admin/translations/translationData";
import { jsonResponse, mockFetch } from "../../../test-support/fetch";

const summary = (over: Partial<TranslationSummary>): TranslationSummary => ({
  path: "data/ur/home.json",
  lang: "ur",
  source: "data/home.json",
  group: "content",
  kind: "home",
  title: "Home page",
  exists: true,
  status: "needs-review",
  texts: 30,
  missing: 0,
  outdated: 0,
  updatedAt: "2026-11-20T10:00:00Z",
  updatedBy: "Samina Editor",
  ...over,
});

const FILES = [
  summary({ outdated: 2 }),
  summary({ path: "data/ps/home.json", lang: "ps", status: "reviewed" }),
  summary({ path: "data/ur/leaders/tariq-khan.json", source: "data/leaders/tariq-khan.json", kind: "leader", title: "Tariq Khan", exists: false, status: null, texts: 8, missing: 8, updatedAt: null, updatedBy: null }),
  summary({ path: "data/i18n/ps/contact.json", lang: "ps", source: "data/i18n/en/contact.json", group: "strings", kind: "strings", title: "Interface strings: contact", texts: 8 }),
];

const PATH = "data/ur/home.json";
const FILE: TranslationFile = {
  path: PATH,
  lang: "ur",
  source: "data/home.json",
  group: "content",
  kind: "home",
  title: "Home page",
  exists: true,
  status: "reviewed",
  revision: "rev-1",
  data: { $status: "reviewed", hero: { title: "خیبر پختونخوا کے لیے امن" } },
  schema: { type: "object", properties: { $status: { title: "Review state" }, hero: { type: "object", properties: { title: { type: "string" }, subtitle: { type: "string" } } } } },
  fields: [
    { pointer: "/hero/title", english: "Peace, rights and prosperity", state: "outdated", englishThen: "Peace, rights and progress" },
    { pointer: "/hero/subtitle", english: "A Pashtun nationalist party.", state: "missing" },
  ],
};

type Answer = { status: number; body: unknown };

function serve(saves: Answer[] = []) {
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    if (url === "/api/admin/translations") return jsonResponse({ files: FILES });
    if (url === `/api/admin/translations/${PATH}` && method === "GET") return jsonResponse(FILE);
    if (url === `/api/admin/translations/${PATH}` && method === "PUT") {
      puts.push(JSON.parse(String(init!.body)));
      const answer = saves.shift()!;
      return jsonResponse(answer.body, answer.status);
    }
    if (url === `/api/admin/content/${PATH}/history`) return jsonResponse({ path: PATH, commits: [{ commit: "b".repeat(40), author: "Samina Editor", time: "2026-11-20T10:00:00Z", message: "Urdu Home" }] });
    if (url.startsWith("/api/admin/site/builds")) return jsonResponse({ builds: [], totalPages: 1 });
    throw new Error(`unexpected ${method} ${url}`);
  });
  return puts;
}

const SAVED = { status: 200, body: { path: PATH, commit: "a".repeat(40), revision: "rev-2", build: null } };

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("the overview", () => {
  it("lists the files that need work, then filters by language, kind and state", async () => {
    serve();
    render(<TranslationsOverview />);
    const table = await screen.findByRole("table");
    const rows = () => within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0].querySelector("span")!.textContent);
    // The reviewed Pashto Home with nothing missing or outdated needs no work.
    expect(rows()).toEqual(["data/ur/home.json", "data/ur/leaders/tariq-khan.json", "data/i18n/ps/contact.json"]);
    expect(screen.getByText("3 files: 8 texts missing, 2 files wait for review, 2 texts outdated.")).toBeInTheDocument();
    const leader = within(table).getByRole("link", { name: "Tariq Khan" });
    expect(leader).toHaveAttribute("href", "/admin/translations/ur/leaders/tariq-khan");
    expect(leader.closest("tr")).toHaveTextContent("Not started (8 texts)");

    await userEvent.selectOptions(screen.getByLabelText("Show"), "All files");
    expect(rows()).toHaveLength(4);
    await userEvent.selectOptions(screen.getByLabelText("Language"), "Pashto");
    expect(rows()).toEqual(["data/ps/home.json", "data/i18n/ps/contact.json"]);
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "Interface strings");
    expect(rows()).toEqual(["data/i18n/ps/contact.json"]);
    expect(within(table).getByRole("link", { name: "Interface strings: contact" })).toHaveAttribute("href", "/admin/translations/i18n/ps/contact");
    await userEvent.selectOptions(screen.getByLabelText("Language"), "All languages");
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "Content and interface strings");
    await userEvent.selectOptions(screen.getByLabelText("Show"), "With outdated texts");
    expect(rows()).toEqual(["data/ur/home.json"]);
  });
});

describe("a translation beside its English", () => {
  it("shows each text's English read-only and its translation in a right-to-left Urdu box; an outdated one with the English it was made from", async () => {
    serve();
    render(<TranslationEditor path={PATH} />);
    const title = await screen.findByRole("textbox", { name: "Hero › Title · Outdated: the English changed Urdu translation" });
    expect(title).toHaveValue("خیبر پختونخوا کے لیے امن");
    expect(title).toHaveAttribute("lang", "ur");
    expect(title).toHaveAttribute("dir", "rtl");
    const item = title.closest("li")!;
    expect(within(item).getByText("Peace, rights and progress").tagName).toBe("DEL");
    expect(within(item).getByText("Peace, rights and prosperity").closest("[lang]")).toHaveAttribute("dir", "ltr");
    const subtitle = screen.getByRole("textbox", { name: /^Hero › Subtitle · Not translated/ });
    expect(subtitle).toHaveValue("");
    expect(within(subtitle.closest("li")!).getByText("A Pashtun nationalist party.")).toHaveAttribute("lang", "en");
    expect(screen.getByText(/Reviewed by a native speaker\. 1 text not translated, 1 text outdated\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the English form" })).toHaveAttribute("href", "/admin/content/edit/home");
    await userEvent.click(screen.getByLabelText("Show only texts that need work"));
    expect(screen.getAllByRole("textbox")).toHaveLength(2);
  });

  it("saves a changed text of a reviewed file as needing review again, with the message", async () => {
    const puts = serve([SAVED]);
    render(<TranslationEditor path={PATH} />);
    const subtitle = await screen.findByRole("textbox", { name: /^Hero › Subtitle/ });
    await userEvent.click(subtitle);
    await userEvent.paste("ایک پشتون قوم پرست جماعت۔");
    await userEvent.click(screen.getByRole("button", { name: "Review changes" }));
    expect(screen.getByText(/saving a changed text marks it “needs review” again/)).toBeInTheDocument();
    const changes = screen.getByRole("list", { name: "Changes to save" });
    expect(within(changes).getAllByRole("listitem").map((li) => li.querySelector("p")!.textContent)).toEqual(["Review state", "Hero › Subtitle · Added"]);
    await userEvent.click(screen.getByLabelText("Describe the change (optional)"));
    await userEvent.paste("Urdu subtitle");
    await userEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    expect(await screen.findByText(/Publishing is off on this server/)).toBeInTheDocument();
    expect(puts).toEqual([{ data: { $status: "needs-review", hero: { title: "خیبر پختونخوا کے لیے امن", subtitle: "ایک پشتون قوم پرست جماعت۔" } }, revision: "rev-1", message: "Urdu subtitle" }]);
  });

  it("confirms a review as a save with \"reviewed\", and shows a refusal at its field", async () => {
    const puts = serve([{ status: 400, body: { message: "The changes were not saved: fix the fields marked below.", errors: [{ field: "/hero/title", message: "Must not be empty" }] } }, SAVED]);
    render(<TranslationEditor path={PATH} />);
    const title = await screen.findByRole("textbox", { name: /^Hero › Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, " ");
    await userEvent.click(screen.getByRole("button", { name: "Confirm review" }));
    expect(screen.getByText(/a native speaker read every text of this file/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Confirm review and publish" }));

    const summary = await screen.findByRole("alert", { name: "The file was not saved" });
    expect(summary).toHaveTextContent("Hero › Title: Must not be empty");
    const field = screen.getByRole("textbox", { name: /^Hero › Title/ });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Must not be empty");
    expect(field).toHaveValue(" ");

    await userEvent.clear(field);
    await userEvent.paste("خیبر پختونخوا کے لیے امن اور خوشحالی");
    await userEvent.click(screen.getByRole("button", { name: "Confirm review" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm review and publish" }));
    expect(await screen.findByText(/Publishing is off on this server/)).toBeInTheDocument();
    expect(puts[1]).toEqual({ data: { $status: "reviewed", hero: { title: "خیبر پختونخوا کے لیے امن اور خوشحالی" } }, revision: "rev-1" });
  });
});

describe("a translation's history", () => {
  it("is the Content section's history screen, reading the file through the translations API and leading back to it", async () => {
    serve();
    render(<TranslationsSection subpath="history/ur/home" />);
    expect(await screen.findByRole("heading", { level: 1, name: "History: Home page" })).toBeInTheDocument();
    expect(await screen.findByText("Urdu Home")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/admin/translations/ur/home");
  });
});

describe("texts by pointer", () => {
  it("adds list entries before a text as skipped ones, and removes what a cleared text leaves empty", () => {
    const data = { $status: "needs-review", items: [{ name: "ہوم" }] };
    const added = withText(data, "/items/2/subItems/0/name", "تاریخ");
    expect(added).toEqual({ $status: "needs-review", items: [{ name: "ہوم" }, {}, { subItems: [{ name: "تاریخ" }] }] });
    expect(textAt(added, "/items/2/subItems/0/name")).toBe("تاریخ");
    expect(textAt(added, "/items/1/name")).toBe("");
    expect(withText(added, "/items/2/subItems/0/name", "")).toEqual(data);
    expect(withText(data, "/items/0/name", "")).toEqual({ $status: "needs-review" });
    expect(data).toEqual({ $status: "needs-review", items: [{ name: "ہوم" }] });
  });
});

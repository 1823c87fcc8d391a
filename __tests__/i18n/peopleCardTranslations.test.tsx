/**
 * A leader's or a wing's name outside their own page (Home's and About's leader cards, the /wings
 * list, a wing page's list of the other wings) in the edition's words where the leader's or wing's
 * translation file has them, as their own pages show them; otherwise English, marked lang="en"
 * dir="ltr". The translations here are test data: the project has no leader or wing translation yet.
 */
import { render, screen, within } from "@testing-library/react";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { loadMessages } from "../../gatsby/i18n/messages";
import {
  folderFiles,
  pageFilesOf,
  pageTranslations,
  sectionFilesOf,
} from "../../gatsby/i18n/contentTranslations";
import LeaderCards from "../../src/components/about/LeaderCards";
import type { AboutLeader } from "../../src/components/about/types";
import LeaderCard from "../../src/components/home/LeaderCard";
import WingList from "../../src/components/wing/WingList";
import WingView from "../../src/components/wing/WingView";
import { I18nProvider } from "../../src/i18n";
import type { ContentTranslations } from "../../src/i18n/contentTranslation";
import {
  homeLeadersFixture,
  otherWingsFixture,
  wingFixture,
} from "../../test-support/unit/peopleData";

const ROOT = path.resolve(__dirname, "../..");
const URDU_MESSAGES = loadMessages(ROOT, "ur", { forPages: true });
const [leader] = homeLeadersFixture;
// A translated office; the name stays as written in English (an untranslated field).
const OFFICE = "دفتری عہدہ (ٹیسٹ)";
const WING = "ٹیسٹ ونگ";
const WING_DESCRIPTION = "ٹیسٹ ونگ کا تعارف۔";

const inUrdu = (translations: ContentTranslations, ui: React.ReactElement) =>
  render(
    <I18nProvider lang="ur" messages={URDU_MESSAGES} translations={translations}>
      {ui}
    </I18nProvider>,
  );

/** The translated office shown as the edition's text; the untranslated name marked English. */
function expectOfficeTranslatedNameEnglish(card: HTMLElement, name: string) {
  const office = within(card).getByText(OFFICE);
  expect(office).not.toHaveAttribute("lang");
  expect(within(card).queryByText(leader.title)).toBeNull();
  const shownName = within(card).getByText(name);
  expect(shownName).toHaveAttribute("lang", "en");
  expect(shownName).toHaveAttribute("dir", "ltr");
}

describe("the pages' contexts carry the translations their lists show", () => {
  let root: string;
  beforeAll(() => {
    // A miniature data folder: two leaders and two wings, one of each translated into Urdu.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-people-"));
    const write = (file: string, json: unknown) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), JSON.stringify(json));
    };
    write("data/leaders/a-leader.json", { slug: "a-leader", name: "A Leader", title: "Chairman" });
    write("data/leaders/b-leader.json", { slug: "b-leader", name: "B Leader", title: "Secretary" });
    write("data/ur/leaders/a-leader.json", { $status: "needs-review", title: OFFICE });
    write("data/wings/x-wing.json", { slug: "x-wing", title: "X Wing" });
    write("data/wings/y-wing.json", { slug: "y-wing", title: "Y Wing" });
    write("data/ur/wings/y-wing.json", { $status: "needs-review", title: WING });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each(["/", "/about/about"])("%s: every leader's file, as a section of the page", (englishPath) => {
    expect(sectionFilesOf(englishPath, root)).toEqual(
      expect.arrayContaining(["leaders/a-leader", "leaders/b-leader"]),
    );
    const { translations, contentUntranslated } = pageTranslations(
      "ur",
      pageFilesOf(englishPath, root),
      sectionFilesOf(englishPath, root),
      root,
    );
    // Only the translation that exists, without its "$" keys.
    expect(translations["leaders/a-leader"]).toEqual({ title: OFFICE });
    expect(translations).not.toHaveProperty(["leaders/b-leader"]);
    // A leader without a translation does not make the page say its own content is untranslated.
    expect(contentUntranslated).toBe(false);
  });

  it("/wings: every wing's file; a wing page's section: the other wings' files", () => {
    expect(pageFilesOf("/wings", root)).toEqual(["wings/x-wing", "wings/y-wing"]);
    expect(folderFiles("wings", root).filter((file) => file !== "wings/x-wing")).toEqual([
      "wings/y-wing",
    ]);
    expect(
      pageTranslations("ur", ["wings/x-wing"], ["wings/y-wing"], root).translations,
    ).toEqual({ "wings/y-wing": { title: WING } });
  });

  it("the real data: Home and About list every leader file", () => {
    const leaders = fs.readdirSync(path.join(ROOT, "data/leaders")).length;
    expect(sectionFilesOf("/", ROOT).filter((f) => f.startsWith("leaders/"))).toHaveLength(leaders);
    expect(sectionFilesOf("/about/about", ROOT)).toHaveLength(leaders);
    expect(sectionFilesOf("/", ROOT)).toContain("projects");
  });
});

describe("the cards and lists show the translation", () => {
  it("Home's leader card: the translated office, the English name marked English", () => {
    inUrdu({ [`leaders/${leader.slug}`]: { title: OFFICE } }, <LeaderCard leader={leader} />);
    const card = screen.getByRole("link");
    expect(card).toHaveAttribute("href", `/ur/leader/${leader.slug}`);
    expectOfficeTranslatedNameEnglish(card, leader.name);
  });

  it("Home's leader card without a translation: both texts English, marked so", () => {
    inUrdu({}, <LeaderCard leader={leader} />);
    for (const text of [leader.name, leader.title])
      expect(screen.getByText(text)).toHaveAttribute("lang", "en");
  });

  it("About's leader cards: each with its own translation", () => {
    const leaders = homeLeadersFixture.slice(0, 2) as unknown as AboutLeader[];
    inUrdu({ [`leaders/${leaders[0].slug}`]: { title: OFFICE } }, <LeaderCards leaders={leaders} />);
    const [first, second] = screen.getAllByRole("link");
    expectOfficeTranslatedNameEnglish(first, leaders[0].name);
    expect(within(second).getByText(leaders[1].title)).toHaveAttribute("lang", "en");
  });

  it("the /wings list: a translated wing's title and description, the others English", () => {
    const wings = [
      { slug: wingFixture.slug, title: wingFixture.title, description: wingFixture.description },
      { slug: "women-wing", title: "Women Wing", description: "Women in the party." },
    ];
    inUrdu(
      { [`wings/${wingFixture.slug}`]: { title: WING, description: WING_DESCRIPTION } },
      <WingList wings={wings} />,
    );
    const translated = screen.getByRole("heading", { level: 2, name: WING });
    expect(translated).not.toHaveAttribute("lang");
    expect(screen.getByText(WING_DESCRIPTION)).not.toHaveAttribute("lang");
    expect(screen.queryByText(wingFixture.title)).toBeNull();
    const english = screen.getByRole("heading", { level: 2, name: "Women Wing" });
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("dir", "ltr");
  });

  it("a wing page's list of the other wings: each named by its own translation", () => {
    const [translatedWing, englishWing] = otherWingsFixture;
    inUrdu(
      { [`wings/${translatedWing.slug}`]: { title: WING } },
      <WingView wing={wingFixture} otherWings={otherWingsFixture} />,
    );
    const nav = screen.getByRole("navigation");
    expect(within(nav).getByText(WING)).not.toHaveAttribute("lang");
    expect(within(nav).getByRole("link", { name: WING })).toHaveAttribute(
      "href",
      `/ur/wings/${translatedWing.slug}`,
    );
    expect(within(nav).getByText(englishWing.title)).toHaveAttribute("lang", "en");
  });
});

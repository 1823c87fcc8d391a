/** @jest-environment node */
import path from "node:path";
import { editionContext } from "../../gatsby/i18n/pageContext";

const ROOT = path.resolve(__dirname, "../..");
const areas = (lang: "en" | "ur", englishPath?: string) =>
  [...new Set(Object.keys(editionContext(lang, ROOT, englishPath).messages).map((key) => key.split(".")[0]))].sort();

it("gives the forms' strings only to the pages with a form and to the console", () => {
  for (const page of ["/", "/about/about", undefined]) {
    const shown = areas("ur", page);
    expect([page, shown.filter((a) => ["forms", "join", "contact"].includes(a))]).toEqual([page, []]);
    expect(shown).toEqual(expect.arrayContaining(["layout", "notFound", "privacy"]));
  }
  expect(areas("ur", "/join-qwp")).toEqual(expect.arrayContaining(["forms", "join", "layout", "privacy"]));
  expect(areas("ur", "/join-qwp")).not.toContain("contact");
  expect(areas("en", "/contact")).toEqual(expect.arrayContaining(["forms", "contact"]));
  expect(areas("en", "/contact")).not.toContain("join");
  expect(areas("en", "/admin/*")).toContain("forms");
  expect(areas("en", "/")).not.toContain("server");
});

/** @jest-environment node */
import path from "node:path";
import { editionContext } from "../../gatsby/i18n/pageContext";
import { moduleClosure } from "../../gatsby/i18n/pageAreas";

const ROOT = path.resolve(__dirname, "../..");
const component = (file: string) => path.join(ROOT, "src", file);
const areas = (lang: "en" | "ur", file: string) =>
  [
    ...new Set(
      Object.keys(editionContext(lang, component(file), ROOT).messages).map(
        (key) => key.split(".")[0],
      ),
    ),
  ].sort();

it("gives each page the strings of the areas its code names, the layout's included", () => {
  expect(areas("ur", "pages/about/history.tsx")).toEqual([
    "content",
    "history",
    "layout",
    "search",
  ]);
  expect(areas("en", "templates/LeaderTemplate.tsx")).toEqual([
    "content",
    "layout",
    "leaders",
    "search",
  ]);
  expect(areas("ur", "pages/index.tsx")).toEqual(["content", "districts", "events", "home", "layout", "news", "projects", "search"]);
  expect(areas("en", "pages/404.tsx")).toEqual(["content", "layout", "notFound", "search"]);
});

it("gives the forms' strings only to the pages with a form and to the console", () => {
  expect(areas("ur", "pages/join-qwp.tsx")).toEqual(
    expect.arrayContaining(["forms", "join", "layout", "privacy"]),
  );
  expect(areas("ur", "pages/join-qwp.tsx")).not.toContain("contact");
  expect(areas("en", "pages/contact.tsx")).toEqual(expect.arrayContaining(["forms", "contact"]));
  expect(areas("en", "pages/contact.tsx")).not.toContain("join");
  expect(areas("en", "pages/admin/[...].tsx")).toContain("forms");
  for (const page of ["pages/index.tsx", "pages/about/about.tsx", "pages/news/index.tsx"])
    expect([
      page,
      areas("en", page).filter((area) => ["forms", "join", "contact"].includes(area)),
    ]).toEqual([page, []]);
  expect(areas("en", "pages/index.tsx")).not.toContain("server");
});

it("follows imports made on demand: the side menu's code, loaded when it opens, is the page's", () => {
  const files = moduleClosure(component("pages/privacy.tsx")).map((file) =>
    path.relative(ROOT, file),
  );
  expect(files).toEqual(
    expect.arrayContaining([
      "src/components/layout/MobileMenu.tsx",
      "src/components/layout/SideMenuPanel.tsx",
      "src/components/layout/LanguageSwitcher.tsx",
    ]),
  );
});

/**
 * Each class of editor mistake, made in a copy of a valid project in a temporary folder (data/ is
 * never touched), must be reported with the file, the entry and the field, as the build prints it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkData, formatProblem } from "../../gatsby/data-checks";
import { onPreBootstrap } from "../../gatsby/onPreBootstrap";
import { WING_SLUGS } from "../../contract/validation/forms";

const repo = path.resolve(__dirname, "../..");
const LEADERS = [
  "aftab-ahmad-khan-sherpao",
  "ahmad-nawaz-jadoon",
  "anisa-zeb-tahirkheli",
  "tariq-khan",
  "sikandar-hayat-sherpao",
];
const PAGES = [
  "index.tsx",
  "404.tsx",
  "about/about.tsx",
  "about/history.tsx",
  "about/manifestos.tsx",
  "projects.tsx",
  "contact.tsx",
  "join-qwp.tsx",
  "gallery/videos.tsx",
  "news/index.tsx",
  "news/[...].tsx",
  "events/index.tsx",
  "events/[...].tsx",
  "wings/index.tsx",
  "leader/[...].tsx",
];

let root: string;

const write = (rel: string, content: unknown) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
};
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, rel), "utf8"));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach anywhere into arbitrary JSON
const edit = (rel: string, change: (json: any) => void) => {
  const json = read(rel);
  change(json);
  write(rel, json);
};
const problems = () => checkData(root).map(formatProblem);

/** A small, valid project: the real schemas, site, navigation, about and history, and minimal other entries. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "qwp-data-"));
  fs.cpSync(path.join(repo, "data/schema"), path.join(root, "data/schema"), { recursive: true });
  for (const f of ["site", "navigation", "about", "history"])
    fs.copyFileSync(path.join(repo, `data/${f}.json`), path.join(root, `data/${f}.json`));
  for (const p of PAGES)
    write(`src/pages/${p}`, "export default function Page() { return null; }\n");
  write("data/images/stand-in.jpg", "jpg");
  write("static/manifestos/m-2024.pdf", "%PDF-1.4");
  LEADERS.forEach((slug, i) =>
    write(`data/leaders/${slug}.json`, {
      $schema: "../schema/leader.schema.json",
      slug,
      order: i + 1,
      name: `Leader ${i + 1}`,
      title: "Office",
      image: "../images/stand-in.jpg",
      description: "About the leader.",
      bio: [
        {
          title: "Early life",
          description: "Born.\nStudied.",
          content: [{ title: "School", description: "A school." }],
        },
      ],
      achievements: ["One"],
      socialLinks: [],
    }),
  );
  WING_SLUGS.forEach((slug, i) =>
    write(`data/wings/${slug}.json`, {
      $schema: "../schema/wing.schema.json",
      id: slug,
      slug,
      order: i + 1,
      title: `Wing ${i + 1}`,
      description: "What the wing does.",
      quote: "A slogan",
      content: ["A paragraph."],
    }),
  );
  write("data/home.json", {
    $schema: "./schema/home.schema.json",
    hero: { eyebrow: "QWP", title: "Title", subtitle: "Subtitle", image: "./images/stand-in.jpg" },
    intro: {
      eyebrow: "About",
      title: "Who we are",
      paragraphs: ["Text."],
      stats: [{ number: "50+", label: "Projects" }],
    },
    projects: { eyebrow: "Achievements", title: "Projects" },
    leadership: { eyebrow: "Leadership", title: "Our Leadership", intro: null },
    history: {
      eyebrow: "History",
      title: "History",
      paragraphs: [],
      milestones: [{ year: "2012", title: "Renamed", description: "Renamed." }],
    },
  });
  write("data/projects.json", {
    $schema: "./schema/projects.schema.json",
    stats: [{ number: "50+", label: "Infrastructure Projects", colour: "primary" }],
    categories: [
      { id: "all", label: "All", icon: "grid" },
      { id: "water", label: "Water", icon: "droplet" },
      { id: "energy", label: "Energy", icon: "zap" },
    ],
    projects: [
      {
        title: "Dam",
        description: "A dam.",
        category: "water",
        status: "Completed",
        year: "1995",
        location: "Swat",
        image: "images/stand-in.jpg",
      },
      {
        title: "Grid",
        description: "A grid.",
        category: "energy",
        status: "Ongoing",
        year: "2015",
        location: "Mardan",
      },
      {
        title: "Canal",
        description: "A canal.",
        category: "water",
        status: "Operational",
        year: "2001",
        location: "Charsadda",
      },
      {
        title: "Swat Motorway",
        description: "A road.",
        category: "water",
        status: "In Progress",
        year: "2018",
        location: "Swat",
      },
    ],
    timeline: [{ decade: "2010s", title: "Growth", items: ["A thing."] }],
  });
  write("data/manifestos.json", {
    $schema: "./schema/manifestos.schema.json",
    manifestos: ["2024", "2018"].map((year) => ({
      id: `${year}-general`,
      title: `Manifesto ${year}`,
      subtitle: "Sub",
      description: "Desc",
      year,
      type: "General Elections",
      pages: 38,
      language: "English",
      status: year === "2024" ? "Current" : "Archive",
      downloadUrl: "/manifestos/m-2024.pdf",
      coverImage: "./images/stand-in.jpg",
      highlights: ["One"],
      sections: ["Preamble"],
      preview: [{ title: "Preamble", body: ["Text."] }],
    })),
  });
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("data checks", () => {
  it("pass on a valid project", () => {
    expect(problems()).toEqual([]);
  });

  it("report a missing required field with its file, entry and field", () => {
    edit("data/projects.json", (j) => delete j.projects[3].status);
    expect(problems()).toEqual([
      'data/projects.json: projects[3] ("Swat Motorway"): field "status" is required but missing',
    ]);
  });

  it("refuse a line break or another control character in a title, naming file, entry and field", () => {
    edit("data/wings/youth-wing.json", (j) => (j.title = "Youth Wing\r\nBEGIN:VEVENT"));
    edit("data/projects.json", (j) => (j.projects[3].title = "Swat\tMotorway"));
    expect(problems()).toEqual([
      'data/projects.json: projects[3] ("Swat\\tMotorway"): field "title" has a line break or another control character; a title is one line of text',
      'data/wings/youth-wing.json: wing "youth-wing": field "title" has a line break or another control character; a title is one line of text',
    ]);
  });

  it("report a missing required field in a one-entry-per-file folder by the entry's slug", () => {
    edit("data/leaders/tariq-khan.json", (j) => delete j.bio[0].content[0].description);
    expect(problems()).toEqual([
      'data/leaders/tariq-khan.json: leader "tariq-khan", bio[0].content[0] ("School"): field "description" is required but missing',
    ]);
  });

  it("report a wrong type", () => {
    edit("data/manifestos.json", (j) => (j.manifestos[1].pages = "32"));
    edit("data/history.json", (j) => (j.elections.results[0].national = "2"));
    expect(problems()).toEqual([
      'data/history.json: elections.results[0] ("2002"): field "national" must be a whole number; got "2"',
      'data/manifestos.json: manifestos[1] ("2018-general"): field "pages" must be a whole number; got "32"',
    ]);
  });

  it("report a value outside each enumeration", () => {
    edit("data/projects.json", (j) => (j.projects[3].status = "Complete"));
    edit("data/manifestos.json", (j) => {
      j.manifestos[0].type = "General Election";
      j.manifestos[1].status = "Archived";
    });
    edit("data/history.json", (j) => (j.events[0].type = "election"));
    edit("data/wings/it-wing.json", (j) => (j.slug = "tech-wing"));
    expect(problems()).toEqual(
      expect.arrayContaining([
        'data/projects.json: projects[3] ("Swat Motorway"): field "status" must be one of Completed, Ongoing, In Progress, Awarded, Operational; got "Complete"',
        'data/manifestos.json: manifestos[0] ("2024-general"): field "type" must be one of General Elections, Local Elections; got "General Election"',
        'data/manifestos.json: manifestos[1] ("2018-general"): field "status" must be one of Current, Archive, Recent; got "Archived"',
        'data/history.json: events[0] ("General election as PPP (Sherpao)"): field "type" must be one of founding, electoral, political; got "election"',
        // A wing's slug is free (new wings are added in the console); the membership form's wings must keep their files.
        'data/wings/it-wing.json: wing "tech-wing": field "slug" must match the file name: the file is it-wing.json but the slug is "tech-wing"; rename the file to tech-wing.json or fix the slug',
        'data/wings/: wing "it-wing": is missing: every wing slug in WING_SLUGS (contract/validation/forms.ts) needs a file data/wings/it-wing.json',
      ]),
    );
  });

  it("report a project category that is not a category id, or 'all'", () => {
    edit("data/projects.json", (j) => {
      j.projects[0].category = "dams";
      j.projects[1].category = "all";
    });
    expect(problems()).toEqual([
      'data/projects.json: projects[1] ("Grid"): field "category" must not be "all"',
      'data/projects.json: projects[0] ("Dam"): field "category" must be one of the category ids water, energy; got "dams"',
    ]);
  });

  it("report duplicate slugs and ids", () => {
    edit("data/leaders/tariq-khan.json", (j) => (j.slug = "ahmad-nawaz-jadoon"));
    edit("data/wings/media-wing.json", (j) => (j.id = "youth-wing"));
    edit("data/manifestos.json", (j) => (j.manifestos[1].id = "2024-general"));
    edit("data/projects.json", (j) => (j.categories[2].id = "water"));
    expect(problems()).toEqual(
      expect.arrayContaining([
        'data/leaders/tariq-khan.json: leader "ahmad-nawaz-jadoon": field "slug" must be unique; "ahmad-nawaz-jadoon" is already used by data/leaders/ahmad-nawaz-jadoon.json leader "ahmad-nawaz-jadoon"',
        'data/wings/youth-wing.json: wing "youth-wing": field "id" must be unique; "youth-wing" is already used by data/wings/media-wing.json wing "media-wing"',
        'data/manifestos.json: manifestos[1] ("2024-general"): field "id" must be unique; "2024-general" is already used by data/manifestos.json manifestos[0] ("2024-general")',
        'data/projects.json: categories[2] ("water"): field "id" must be unique; "water" is already used by data/projects.json categories[1] ("water")',
      ]),
    );
  });

  it("report an image or PDF that does not exist", () => {
    edit("data/leaders/tariq-khan.json", (j) => (j.image = "../images/leaders/tariq-khan.jpg"));
    edit("data/projects.json", (j) => (j.projects[0].image = "images/dam.jpg"));
    edit("data/manifestos.json", (j) => (j.manifestos[1].downloadUrl = "/manifestos/m-2018.pdf"));
    expect(problems()).toEqual([
      'data/leaders/tariq-khan.json: leader "tariq-khan": field "image" points to data/images/leaders/tariq-khan.jpg, which does not exist (the path is relative to data/leaders/tariq-khan.json)',
      'data/manifestos.json: manifestos[1] ("2018-general"): field "downloadUrl" points to static/manifestos/m-2018.pdf, which does not exist (the path is read from static/)',
      'data/projects.json: projects[0] ("Dam"): field "image" points to data/images/dam.jpg, which does not exist (the path is relative to data/projects.json)',
    ]);
  });

  it("report a navigation or page link that points to no page", () => {
    edit("data/navigation.json", (j) => {
      j.items[2].href = "/project";
      j.items[3].subItems[3].href = "/leader/tariq";
      j.quickLinks[4].href = "/wings/youth";
    });
    edit("data/history.json", (j) => (j.links[1].href = "/achievements"));
    const suffix =
      "(pages are the files in src/pages, /leader/{slug} per data/leaders file, /wings/{slug} per data/wings file, /districts and /districts/{slug} per data/districts file, and /news/{id})";
    expect(problems()).toEqual([
      `data/navigation.json: items[2] ("Achievements"): field "href" points to no page: "/project" ${suffix}`,
      `data/navigation.json: items[3].subItems[3] ("Tariq Khan"): field "href" points to no page: "/leader/tariq" ${suffix}`,
      `data/navigation.json: quickLinks[4] ("Youth Wing"): field "href" points to no page: "/wings/youth" ${suffix}`,
      `data/history.json: links[1] ("Projects and Achievements"): field "href" points to no page: "/achievements" ${suffix}`,
    ]);
  });

  it("accept group headings without a page, client-only news paths, queries and anchors", () => {
    edit("data/navigation.json", (j) => {
      j.quickLinks.push(
        { name: "A story", href: "/news/some-story" },
        { name: "Results", href: "/about/history#electoral-performance" },
      );
    });
    expect(problems()).toEqual([]);
  });

  it("report an unknown field, suggesting the known one", () => {
    edit("data/projects.json", (j) => {
      j.projects[2].catgory = j.projects[2].category;
      delete j.projects[2].category;
    });
    expect(problems()).toEqual([
      'data/projects.json: projects[2] ("Canal"): field "category" is required but missing',
      'data/projects.json: projects[2] ("Canal"): field "catgory" is not a known field (did you mean "category"?); allowed fields: title, description, category, status, year, location, source, image',
    ]);
  });

  it("report a manifesto preview section missing from its table of contents", () => {
    edit("data/manifestos.json", (j) => (j.manifestos[0].preview[0].title = "Preface"));
    expect(problems()).toEqual([
      'data/manifestos.json: manifestos[0].preview[0] ("Preface"): field "title" must be one of the manifesto\'s sections (Preamble); got "Preface"',
    ]);
  });

  it("report a missing or wrong $schema reference, a file name that is not the slug, and broken JSON", () => {
    edit("data/about.json", (j) => delete j.$schema);
    edit("data/wings/women-wing.json", (j) => (j.$schema = "./schema/wing.schema.json"));
    fs.renameSync(
      path.join(root, "data/leaders/tariq-khan.json"),
      path.join(root, "data/leaders/tariq.json"),
    );
    write("data/site.json", '{ "name": "QWP", }');
    expect(problems()).toEqual([
      'data/about.json: field "$schema" is required but missing; add "$schema": "./schema/about.schema.json"',
      expect.stringMatching(/^data\/site\.json: is not valid JSON: .* \(line 1, column \d+\)$/),
      'data/wings/women-wing.json: wing "women-wing": field "$schema" must be "../schema/wing.schema.json"; got "./schema/wing.schema.json"',
      'data/leaders/tariq.json: leader "tariq-khan": field "slug" must match the file name: the file is tariq.json but the slug is "tariq-khan"; rename the file to tariq-khan.json or fix the slug',
    ]);
  });

  it("report a data file that is missing or unknown", () => {
    fs.rmSync(path.join(root, "data/history.json"));
    write("data/events.json", { $schema: "./schema/events.schema.json" });
    expect(problems()).toEqual([
      "data/history.json: is missing; the site reads it",
      "data/events.json: is not a known data file (see gatsby/typeNames.ts and data/schema/)",
    ]);
  });
});

describe("the build (onPreBootstrap)", () => {
  const run = () => {
    const reporter = { panicOnBuild: jest.fn() };
    const store = { getState: () => ({ program: { directory: root } }) };
    (onPreBootstrap as (args: unknown) => void)({ reporter, store });
    return reporter.panicOnBuild;
  };

  it("stops with the same message as check:data when data/ has a mistake", () => {
    edit("data/projects.json", (j) => (j.projects[3].status = "Complete"));
    const panic = run();
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0][0]).toContain(
      'data/projects.json: projects[3] ("Swat Motorway"): field "status" must be one of Completed, Ongoing, In Progress, Awarded, Operational; got "Complete"',
    );
  });

  it("goes on when data/ is valid", () => {
    expect(run()).not.toHaveBeenCalled();
  });
});

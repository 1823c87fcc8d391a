/**
 * The registry of content kinds: one entry per kind of file under data/, read by the build (node
 * types, GraphQL types, pages, translations, search, data checks), the console (labels, the "new
 * entry" form) and the server (the Content section). Adding a kind is one entry here plus the kind's
 * own files (docs/layout.md, "Adding a content kind"). Build-side and console-side only: the public
 * pages import contract/routes.ts, never this (__tests__/architecture/contentKinds.test.ts).
 */
import { districtPath, leaderPath, oldWingPath, wingPath, WINGS_PREFIX } from "../routes";

type KindCommon = {
  /** What the console calls it. */
  label: string;
  /** The GraphQL node type of its files (gatsby/typeNames.ts); its fields are gatsby/schema/{kind}.graphql. */
  typeName: string;
};

/** A kind with one file per entry, data/{folder}/{slug}.json, and one page per entry in every edition. */
export type EntryKindSpec = KindCommon & {
  /** The console's heading over the kind's files. */
  plural: string;
  folder: string;
  /** The entry's page (English path). */
  page: (slug: string) => string;
  /** Addresses of the original site that move to the page (a permanent redirect). */
  formerPage?: (slug: string) => string;
  /** The page's template under src/templates/. */
  template: string;
  /** The field the pages are made in the order of (and search ranks equal matches by), else by slug. */
  orderField?: "order";
  /** The page also shows the other entries' names (in the edition's words: their translations too). */
  showsOthers?: boolean;
  /** The page listing every entry, which needs every entry's translation. */
  listing?: string;
  /** Pages with a section of every entry's card (name, office): they need every entry's translation too. */
  cardsOn?: readonly string[];
  /** The field that names an entry (in the console's list, in search results; a new entry's slug follows it). */
  titleField: string;
  /** How site search shows an entry: its result type, and whether its name in every edition is a search term. */
  search: { type: "leader" | "wing" | "page"; names?: boolean };
  /** The console's "new entry" form: its heading, its help, the fields that repeat the slug. */
  newEntry: { title: string; description: string; slugCopies?: readonly string[] };
  /** The data checks' messages name the entry before its field (`leader "tariq-khan": field "title"`); without it, the file alone. */
  namedInChecks?: true;
};

/** A kind that is one file, data/{kind}.json. */
export type FileKindSpec = KindCommon & {
  /** Where its uploaded photos go under data/images/ (default: the kind's name). */
  imageFolder?: string;
  /** The page that shows the file (English path); null for the files every page shows through the layout. */
  page: string | null;
};

/** In the console's order: the layout's files, the entries, the pages' files. */
const KINDS = {
  site: { label: "Site details (contact, social links, map)", typeName: "SiteInfo", page: null },
  navigation: { label: "Menu and footer links", typeName: "Navigation", page: null, imageFolder: "site" },
  leader: {
    label: "Leader",
    plural: "Leaders",
    typeName: "Leader",
    folder: "leaders",
    page: leaderPath,
    template: "src/templates/LeaderTemplate.tsx",
    orderField: "order",
    cardsOn: ["/", "/about/about"],
    titleField: "name",
    search: { type: "leader" },
    namedInChecks: true,
    newEntry: {
      title: "New leader",
      description: "Fill in the leader's page. The address follows the name until you change it; it is fixed once the page is published.",
    },
  },
  wing: {
    label: "Wing",
    plural: "Wings",
    typeName: "Wing",
    folder: "wings",
    page: wingPath,
    formerPage: oldWingPath,
    template: "src/templates/WingTemplate.tsx",
    orderField: "order",
    showsOthers: true,
    listing: WINGS_PREFIX,
    titleField: "title",
    search: { type: "wing" },
    namedInChecks: true,
    newEntry: {
      title: "New wing",
      description: "Fill in the wing's page. The address follows the title until you change it; it is fixed once the page is published.",
      // A wing's id is its slug.
      slugCopies: ["id"],
    },
  },
  district: {
    label: "District",
    plural: "Districts",
    typeName: "District",
    folder: "districts",
    page: districtPath,
    template: "src/templates/DistrictTemplate.tsx",
    titleField: "name",
    // A district's page is a page of the site: search lists it as one.
    search: { type: "page", names: true },
    newEntry: {
      title: "New district",
      description: "Fill in the district's page. The address follows the name until you change it; it is fixed once events name the district.",
    },
  },
  projects: { label: "Achievements", typeName: "ProjectCatalogue", page: "/projects" },
  manifestos: { label: "Manifestos", typeName: "ManifestoCatalogue", page: "/about/manifestos" },
  home: { label: "Home page", typeName: "HomeContent", page: "/" },
  about: { label: "About page", typeName: "AboutContent", page: "/about/about" },
  history: { label: "History page", typeName: "HistoryContent", page: "/about/history" },
} as const satisfies Record<string, EntryKindSpec | FileKindSpec>;

type Kinds = typeof KINDS;
export type ContentKind = keyof Kinds;
export type EntryKind = { [K in ContentKind]: Kinds[K] extends { folder: string } ? K : never }[ContentKind];
export type SingleFileKind = Exclude<ContentKind, EntryKind>;

/** Every kind; each has data/schema/{kind}.schema.json and one GraphQL type. */
export const CONTENT_KINDS = Object.keys(KINDS) as ContentKind[];
const specOf = (kind: ContentKind): EntryKindSpec | FileKindSpec => KINDS[kind];
export const isEntryKind = (kind: unknown): kind is EntryKind =>
  typeof kind === "string" && kind in KINDS && "folder" in specOf(kind as ContentKind);
/** Kinds with one file per entry: these can be created in the console. */
export const ENTRY_KINDS = CONTENT_KINDS.filter(isEntryKind);
export const SINGLE_FILE_KINDS = CONTENT_KINDS.filter((kind): kind is SingleFileKind => !isEntryKind(kind));

export const entryKind = (kind: EntryKind): EntryKindSpec => KINDS[kind];
export const kindLabel = (kind: ContentKind) => specOf(kind).label;
export const kindTypeName = (kind: ContentKind) => specOf(kind).typeName;

/** The folder of each entry kind under data/. */
export const ENTRY_FOLDERS = Object.fromEntries(ENTRY_KINDS.map((kind) => [kind, entryKind(kind).folder])) as Record<EntryKind, string>;

/** The kind's JSON Schema, the editors' and the data checks' (repository path). */
export const schemaFile = (kind: ContentKind) => `data/schema/${kind}.schema.json`;

/** The page that shows a file of this kind ("leader", "tariq-khan" → "/leader/tariq-khan"); null for the layout's files. */
export const pageOfKind = (kind: ContentKind, slug: string): string | null =>
  isEntryKind(kind) ? entryKind(kind).page(slug) : singleFilePage(kind);

/** Where a kind's uploaded photos go under data/images/ ("leaders", "home"). */
export const imageFolder = (kind: ContentKind): string =>
  isEntryKind(kind) ? entryKind(kind).folder : ((KINDS[kind] as FileKindSpec).imageFolder ?? kind);

/** The page of a one-file kind ("home" → "/"); null for the files every page shows through the layout. */
export const singleFilePage = (kind: SingleFileKind): string | null => (KINDS[kind] as FileKindSpec).page;

import path from "node:path";
import { importGraph, ROOT } from "../../test-support/unit/sourceGraph";

/**
 * The layering of server/ (docs/server.md, "Layout of server/"): platform/ is infrastructure and
 * depends on no feature; staff/ (sign-in, sessions, roles) depends on platform/ only and offers
 * the features its public parts; a feature depends on platform/, staff/'s public parts and its own
 * files, and on another feature only through that feature's entry modules listed below. app.ts
 * and main.ts assemble everything and may use any of it.
 */
const STAFF_PUBLIC = ["staff/guard", "staff/roles", "staff/auditLog", "staff/messages", "staff/sameOrigin"];

/** feature → the other features' modules it may import. */
const FEATURE_MAY_USE: Record<string, readonly string[]> = {
  backup: [],
  content: ["media/pipeline", "publish/publisher"],
  districts: ["site/pageEdition", "site/staticSite"],
  events: [
    "media/pipeline",
    "media/mediaRepository",
    "media/mediaSchemas",
    "news/articleSanitizer",
    "forms/formSchemas",
    "forms/formSubmission",
    "forms/submissions",
    "districts/districtDirectory",
  ],
  forms: [],
  health: ["publish/liveSite"],
  inbox: ["forms/submissions"],
  media: [],
  metrics: ["health/readiness"],
  news: ["media/pipeline", "media/mediaRepository", "media/mediaSchemas"],
  publish: ["site/staticSite", "site/precompress"],
  seed: [
    "media/pipeline",
    "media/mediaRepository",
    "news/newsRepository",
    "news/seedNews",
    "events/eventRepository",
    "events/seedEvents",
  ],
  search: ["news/newsRepository", "districts/districtDirectory"],
  site: [
    "news/newsRepository",
    "news/articleSanitizer",
    "search/siteSearch",
    "events/eventRepository",
    "districts/districtDirectory",
    "media/saveData",
  ],
  store: [],
  videos: [],
  vitals: [],
};
const COMPOSITION = ["app", "main"];

const SERVER = path.join(ROOT, "server");
/** "news/newsRepository" for server/news/newsRepository.ts; null outside server/. */
const moduleOf = (file: string): string | null => {
  const rel = path.relative(SERVER, file);
  return rel.startsWith("..")
    ? null
    : rel
        .replace(/\.tsx?$/, "")
        .split(path.sep)
        .join("/");
};
const folderOf = (module: string) => (module.includes("/") ? module.split("/")[0] : module);

/** Why `from` may not import `to` (both server modules), or null when it may. */
function layerViolation(from: string, to: string): string | null {
  const source = folderOf(from);
  const target = folderOf(to);
  if (source === target || COMPOSITION.includes(source)) return null;
  if (COMPOSITION.includes(target)) return "only the composition root imports app.ts and main.ts";
  if (target === "platform") return null;
  if (source === "platform") return "platform/ depends on no feature";
  if (target === "staff")
    return source === "staff" || STAFF_PUBLIC.includes(to)
      ? null
      : `${to} is not one of staff/'s public parts`;
  if (source === "staff") return "staff/ depends on platform/ only";
  const allowed = FEATURE_MAY_USE[source];
  if (!allowed) return `${source}/ is not a known feature: add it to the table`;
  return allowed.includes(to) ? null : `${source}/ may not use ${to}`;
}

describe("the layers of server/", () => {
  const graph = importGraph(["server"]);
  const edges = [...graph].flatMap(([file, targets]) =>
    targets.map((target) => [moduleOf(file)!, moduleOf(target)!] as const),
  );

  it("reads every server module and the imports between its folders", () => {
    // Guards the test itself: if the walk found nothing, the rule would pass vacuously.
    expect(graph.size).toBeGreaterThan(80);
    expect(edges.filter(([from, to]) => folderOf(from) !== folderOf(to)).length).toBeGreaterThan(
      100,
    );
  });

  it("has a row in the table for every feature folder", () => {
    const folders = new Set([...graph.keys()].map((file) => folderOf(moduleOf(file)!)));
    const features = [...folders]
      .filter((f) => !["platform", "staff", ...COMPOSITION].includes(f))
      .sort();
    expect(features).toEqual(Object.keys(FEATURE_MAY_USE).sort());
  });

  it("keeps platform/ free of features, staff/ on platform/, and features to their own files and the allowed entries", () => {
    const wrong = edges.flatMap(([from, to]) => {
      const why = layerViolation(from, to);
      return why ? [`${from} → ${to}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("refuses what the rule forbids", () => {
    expect(layerViolation("platform/clock", "news/newsRepository")).toMatch(/platform/);
    expect(layerViolation("staff/guard", "forms/formRoutes")).toMatch(/staff/);
    expect(layerViolation("news/newsRoutes", "staff/sessions")).toMatch(/public parts/);
    expect(layerViolation("site/siteRoutes", "news/newsroomRoutes")).toMatch(/may not use/);
    expect(layerViolation("news/newsRoutes", "app")).toMatch(/composition/);
    expect(layerViolation("site/siteRoutes", "news/newsRepository")).toBeNull();
    expect(layerViolation("app", "news/newsroomRoutes")).toBeNull();
  });
});

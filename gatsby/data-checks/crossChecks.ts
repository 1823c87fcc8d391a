import path from "node:path";
import { fileEntry, locate, pointerSegments, shown } from "./locate";
import { fileKind, type FileKind } from "./kinds";
import { CLIENT_ONLY_PREFIXES, normalisePath, routesFromPageFiles } from "./routes";
import type { FileReference } from "./schemaCheck";
import type { DataFile, DataSet, Problem } from "./types";
import { isPlainObject } from "../../contract/lib/isPlainObject";
import { ENTRY_KINDS, entryKind } from "../../contract/content/kinds";
import { DISTRICTS_PREFIX } from "../../contract/routes";

type Json = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Problem located at a JSON pointer inside a file. */
function at(file: DataFile, kind: FileKind | undefined, pointer: string, message: string): Problem {
  return {
    file: file.path,
    ...locate(file.json, pointerSegments(pointer), fileEntry(file.path, kind, file.json)),
    pointer,
    message,
  };
}

/** Files referenced by "x-file" fields must exist: images relative to the JSON file, PDFs under static/. */
export function checkFileReferences(
  file: DataFile,
  kind: FileKind,
  refs: FileReference[],
  existing: Set<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const ref of refs) {
    if (/^[a-z]+:/i.test(ref.value)) {
      problems.push(
        at(
          file,
          kind,
          ref.pointer,
          `must be a path to a file in this repository, not a web address; got ${shown(ref.value)}`,
        ),
      );
      continue;
    }
    if (ref.base === "static") {
      const target = path.posix.join("static", ref.value);
      if (!existing.has(target))
        problems.push(
          at(
            file,
            kind,
            ref.pointer,
            `points to ${target}, which does not exist (the path is read from static/)`,
          ),
        );
      continue;
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), ref.value));
    if (!target.startsWith("data/"))
      problems.push(
        at(
          file,
          kind,
          ref.pointer,
          `must point to a file inside data/ (e.g. data/images/); got ${shown(ref.value)}`,
        ),
      );
    else if (!existing.has(target))
      problems.push(
        at(
          file,
          kind,
          ref.pointer,
          `points to ${target}, which does not exist (the path is relative to ${file.path})`,
        ),
      );
  }
  return problems;
}

/** Reports every value of `key` seen before in `entries`, naming where it was first used. */
function duplicates(
  entries: { file: DataFile; kind: FileKind | undefined; pointer: string; value: unknown }[],
  key: string,
): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { file, kind, pointer, value } of entries) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const id = String(value);
    const first = seen.get(id);
    if (first)
      problems.push(
        at(
          file,
          kind,
          `${pointer}/${key}`,
          `must be unique; ${shown(value)} is already used by ${first}`,
        ),
      );
    else {
      const where = locate(
        file.json,
        pointerSegments(pointer),
        fileEntry(file.path, kind, file.json),
      ).entry;
      seen.set(id, `${file.path}${where ? ` ${where}` : ""}`);
    }
  }
  return problems;
}

/**
 * Every entry kind of the registry: one slug each, the file named after it, and no two entries with
 * the same order or the same value in a field that repeats the slug (a wing's id).
 */
function checkEntries(byKind: Map<FileKind, DataFile[]>): Problem[] {
  const problems: Problem[] = [];
  for (const kind of ENTRY_KINDS) {
    const { orderField, newEntry } = entryKind(kind);
    const files = (byKind.get(kind) ?? []).filter((f) => isPlainObject(f.json));
    const entries = files.map((file) => ({ file, kind, pointer: "", json: file.json as Json }));
    for (const field of ["slug", ...(orderField ? [orderField] : []), ...(newEntry.slugCopies ?? [])])
      problems.push(
        ...duplicates(
          entries.map((e) => ({ ...e, value: e.json[field] })),
          field,
        ),
      );
    for (const { file, json } of entries) {
      const name = path.posix.basename(file.path, ".json");
      if (typeof json.slug === "string" && json.slug !== name)
        problems.push(
          at(
            file,
            kind,
            "/slug",
            `must match the file name: the file is ${name}.json but the slug is ${shown(json.slug)}; rename the file to ${json.slug}.json or fix the slug`,
          ),
        );
    }
  }
  return problems;
}

/** Every wing slug the forms offer (contract/validation/forms.ts) has its file. */
function checkWingSlugs(ds: DataSet, byKind: Map<FileKind, DataFile[]>): Problem[] {
  const problems: Problem[] = [];
  const wingFiles = (byKind.get("wing") ?? []).filter((f) => isPlainObject(f.json));
  const slugs = new Set(wingFiles.map((f) => (f.json as Json).slug));
  for (const slug of ds.wingSlugs)
    if (!slugs.has(slug))
      problems.push({
        file: "data/wings/",
        entry: `wing "${slug}"`,
        message: `is missing: every wing slug in WING_SLUGS (contract/validation/forms.ts) needs a file data/wings/${slug}.json`,
      });
  return problems;
}

/**
 * Districts: one English name each (events name a district by it), office-bearers' leader links to a leader that exists, and no district removed
 * while events still name it (ds.eventDistricts, when the build knows the events).
 */
function checkDistricts(ds: DataSet, byKind: Map<FileKind, DataFile[]>): Problem[] {
  const files = (byKind.get("district") ?? []).filter((f) => isPlainObject(f.json));
  const entries = files.map((file) => ({
    file,
    kind: "district" as const,
    pointer: "",
    json: file.json as Json,
  }));
  const problems = [
    ...duplicates(
      entries.map((e) => ({
        ...e,
        value: typeof e.json.name === "string" ? e.json.name.toLowerCase() : undefined,
      })),
      "name",
    ),
  ];
  const leaders = new Set(
    (byKind.get("leader") ?? []).map((f) => (isPlainObject(f.json) ? f.json.slug : undefined)),
  );
  for (const { file, json } of entries) {
    list(json.officeBearers).forEach((bearer, i) => {
      if (isPlainObject(bearer) && typeof bearer.leader === "string" && !leaders.has(bearer.leader))
        problems.push(
          at(
            file,
            "district",
            `/officeBearers/${i}/leader`,
            `names no leader: there is no data/leaders/${bearer.leader}.json`,
          ),
        );
    });
  }
  const present = new Set(entries.map((e) => e.json.slug));
  for (const [slug, events] of Object.entries(ds.eventDistricts ?? {}))
    if (!present.has(slug))
      problems.push({
        file: `data/districts/${slug}.json`,
        field: "slug",
        message: `is missing, but ${events.length === 1 ? "1 event names" : `${events.length} events name`} the district ${shown(slug)} (${events.slice(0, 3).join(", ")}${events.length > 3 ? ", …" : ""}): restore the file, or move those events to another district in the console first`,
      });
  return problems;
}

function checkProjects(file: DataFile): Problem[] {
  if (!isPlainObject(file.json)) return [];
  const problems: Problem[] = [];
  const categories = list(file.json.categories);
  problems.push(
    ...duplicates(
      categories.map((c, i) => ({
        file,
        kind: "projects" as const,
        pointer: `/categories/${i}`,
        value: isPlainObject(c) ? c.id : undefined,
      })),
      "id",
    ),
  );
  const first = categories[0];
  if (isPlainObject(first) && first.id !== "all")
    problems.push(
      at(
        file,
        "projects",
        "/categories/0/id",
        `must be "all" (the tabs start with 'all'); got ${shown(first.id)}`,
      ),
    );
  const ids = categories
    .map((c) => (isPlainObject(c) ? c.id : undefined))
    .filter((id): id is string => typeof id === "string" && id !== "all");
  list(file.json.projects).forEach((p, i) => {
    if (!isPlainObject(p) || typeof p.category !== "string" || p.category === "all") return;
    if (!ids.includes(p.category))
      problems.push(
        at(
          file,
          "projects",
          `/projects/${i}/category`,
          `must be one of the category ids ${ids.join(", ")}; got ${shown(p.category)}`,
        ),
      );
  });
  return problems;
}

function checkManifestos(file: DataFile): Problem[] {
  if (!isPlainObject(file.json)) return [];
  const problems: Problem[] = [];
  // The reading view's table of contents links to the preview sections by their titles.
  list(file.json.manifestos).forEach((m, i) => {
    if (!isPlainObject(m) || !Array.isArray(m.sections)) return;
    const sections: unknown[] = m.sections;
    list(m.preview).forEach((p, j) => {
      if (isPlainObject(p) && typeof p.title === "string" && !sections.includes(p.title))
        problems.push(
          at(
            file,
            "manifestos",
            `/manifestos/${i}/preview/${j}/title`,
            `must be one of the manifesto's sections (${(m.sections as unknown[]).join(", ")}); got ${shown(p.title)}`,
          ),
        );
    });
  });
  return problems.concat(
    duplicates(
      list(file.json.manifestos).map((m, i) => ({
        file,
        kind: "manifestos" as const,
        pointer: `/manifestos/${i}`,
        value: isPlainObject(m) ? m.id : undefined,
      })),
      "id",
    ),
  );
}

/** Every href that navigates (menu entries without sub-items, sub-items, quick links, page links) must be a page. */
function checkHrefs(ds: DataSet, byKind: Map<FileKind, DataFile[]>): Problem[] {
  const routes = routesFromPageFiles(ds.pageFiles);
  routes.add(DISTRICTS_PREFIX);
  for (const kind of ENTRY_KINDS)
    for (const f of byKind.get(kind) ?? [])
      if (isPlainObject(f.json) && typeof f.json.slug === "string")
        routes.add(entryKind(kind).page(f.json.slug));
  const known = (href: string) => {
    const p = normalisePath(href);
    return (
      routes.has(p) ||
      CLIENT_ONLY_PREFIXES.some((prefix) => p.startsWith(prefix) && p.length > prefix.length)
    );
  };
  const links: { file: DataFile; kind: FileKind; pointer: string; href: unknown }[] = [];
  for (const file of byKind.get("navigation") ?? []) {
    if (!isPlainObject(file.json)) continue;
    list(file.json.items).forEach((item, i) => {
      if (!isPlainObject(item)) return;
      if (Array.isArray(item.subItems))
        item.subItems.forEach((sub, j) =>
          links.push({
            file,
            kind: "navigation",
            pointer: `/items/${i}/subItems/${j}/href`,
            href: isPlainObject(sub) ? sub.href : undefined,
          }),
        );
      else links.push({ file, kind: "navigation", pointer: `/items/${i}/href`, href: item.href });
    });
    list(file.json.quickLinks).forEach((l, i) =>
      links.push({
        file,
        kind: "navigation",
        pointer: `/quickLinks/${i}/href`,
        href: isPlainObject(l) ? l.href : undefined,
      }),
    );
  }
  for (const file of byKind.get("history") ?? [])
    if (isPlainObject(file.json))
      list(file.json.links).forEach((l, i) =>
        links.push({
          file,
          kind: "history",
          pointer: `/links/${i}/href`,
          href: isPlainObject(l) ? l.href : undefined,
        }),
      );

  return links
    .filter(({ href }) => typeof href === "string" && href.startsWith("/") && !known(href))
    .map(({ file, kind, pointer, href }) =>
      at(
        file,
        kind,
        pointer,
        `points to no page: ${shown(href)} (pages are the files in src/pages, /leader/{slug} per data/leaders file, /wings/{slug} per data/wings file, /districts and /districts/{slug} per data/districts file, and /news/{id})`,
      ),
    );
}

/** Checks across entries and files that a JSON Schema cannot express. */
export function crossChecks(ds: DataSet): Problem[] {
  const byKind = new Map<FileKind, DataFile[]>();
  for (const file of ds.files) {
    const kind = fileKind(file.path);
    if (kind && file.json !== undefined) byKind.set(kind, [...(byKind.get(kind) ?? []), file]);
  }
  return [
    ...checkEntries(byKind),
    ...checkWingSlugs(ds, byKind),
    ...checkDistricts(ds, byKind),
    ...(byKind.get("projects") ?? []).flatMap(checkProjects),
    ...(byKind.get("manifestos") ?? []).flatMap(checkManifestos),
    ...checkHrefs(ds, byKind),
  ];
}

import path from "node:path";

/**
 * gatsby-transformer-json names types after the folder by default, which would give every
 * single-object file in data/ the same type. Map each data file to its own node type instead.
 * Files in data/leaders/, data/wings/ and data/districts/ are one entry per file.
 */
const byFolder: Record<string, string> = {
  leaders: "Leader",
  wings: "Wing",
  districts: "District",
};

const byFile: Record<string, string> = {
  site: "SiteInfo",
  navigation: "Navigation",
  projects: "ProjectCatalogue",
  manifestos: "ManifestoCatalogue",
  home: "HomeContent",
  about: "AboutContent",
  history: "HistoryContent",
};

export function jsonTypeName({ node }: { node: { relativeDirectory?: string; name?: string } }) {
  const folder = path.basename(node.relativeDirectory ?? "");
  if (byFolder[folder]) return byFolder[folder];
  const name = node.name ?? "";
  if (byFile[name]) return byFile[name];
  throw new Error(
    `data/${node.relativeDirectory ? `${node.relativeDirectory}/` : ""}${name}.json: no node type is registered for this file (see gatsby/typeNames.ts)`,
  );
}

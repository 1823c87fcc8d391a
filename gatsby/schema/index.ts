import fs from "node:fs";
import path from "node:path";
import { CONTENT_KINDS } from "../../contract/content/kinds";

/**
 * Every JSON node type is declared with @dontInfer, so the GraphQL schema (and the generated
 * TypeScript types) never depend on what happens to be in the data, and a missing required field
 * is a build error rather than a silently empty page. Each kind of the registry
 * (contract/content/kinds.ts) has its types in gatsby/schema/{kind}.graphql, read from the
 * project's root as the build runs there.
 */
export const typeDefs = CONTENT_KINDS.map((kind) =>
  fs.readFileSync(path.join(process.cwd(), "gatsby", "schema", `${kind}.graphql`), "utf8"),
);

/**
 * The JSON Schemas in data/schema/ must describe exactly the GraphQL types in gatsby/schema/:
 * the same fields, required exactly where GraphQL says non-null, the same kinds of values.
 * Otherwise an editor could pass check:data and still break the build, or the reverse.
 */
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";
import { typeDefs } from "../../gatsby/schema";
import { FILE_KINDS } from "../../gatsby/data-checks/kinds";
import { jsonTypeName } from "../../gatsby/typeNames";
import { iconNames } from "../../src/components/ui/Icon";
import { WING_SLUGS } from "../../contract/validation/forms";
import { SLUG_PATTERN } from "../../contract/content/api";
import { ENTRY_FOLDERS, ENTRY_KINDS, type EntryKind } from "../../contract/content/kinds";

type JsonSchema = Record<string, unknown>;

const graphqlSchema = buildSchema(
  `directive @dontInfer on OBJECT
   directive @fileByRelativePath on FIELD_DEFINITION
   directive @link(by: String, from: String) on FIELD_DEFINITION
   interface Node { id: ID! }
   type File implements Node { id: ID! }
   ${typeDefs.join("\n")}`,
  { assumeValid: true },
);

const loadSchema = (kind: string): JsonSchema =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, "../../data/schema", `${kind}.schema.json`), "utf8"),
  );

const typeOfKind = (kind: string) =>
  (ENTRY_KINDS as readonly string[]).includes(kind)
    ? jsonTypeName({ node: { relativeDirectory: ENTRY_FOLDERS[kind as EntryKind], name: "x" } })
    : jsonTypeName({ node: { relativeDirectory: "", name: kind } });

function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  const ref = node.$ref as string | undefined;
  if (!ref) return node;
  const target = ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((n, key) => (n as JsonSchema)[key], root) as JsonSchema;
  return resolve(root, target);
}

const jsonTypes = (node: JsonSchema): string[] => {
  if (node.type) return ([] as string[]).concat(node.type as string | string[]);
  const values = (node.enum as unknown[] | undefined) ?? ("const" in node ? [node.const] : []);
  return [...new Set(values.map((v) => (v === null ? "null" : typeof v)))];
};

const SCALARS: Record<string, string> = {
  String: "string",
  ID: "string",
  Int: "integer",
  Float: "number",
  Boolean: "boolean",
  File: "string",
};

/** Collects every difference between a GraphQL output type and the JSON Schema node at `where`. */
function compare(
  root: JsonSchema,
  raw: JsonSchema,
  type: GraphQLOutputType,
  where: string,
  out: string[],
) {
  const node = resolve(root, raw);
  const inner = isNonNullType(type) ? type.ofType : type;
  const types = jsonTypes(node);
  if (isListType(inner)) {
    if (!types.includes("array"))
      return void out.push(
        `${where}: GraphQL has a list, the JSON Schema ${JSON.stringify(types)}`,
      );
    return compare(root, node.items as JsonSchema, inner.ofType, `${where}[]`, out);
  }
  const named = getNamedType(inner);
  if (isObjectType(named) && named.name !== "File") {
    if (!types.includes("object"))
      return void out.push(
        `${where}: GraphQL has ${named.name}, the JSON Schema ${JSON.stringify(types)}`,
      );
    if (node.additionalProperties !== false)
      out.push(`${where}: additionalProperties must be false`);
    const fields = named.getFields() as Record<string, GraphQLField<unknown, unknown>>;
    const props = Object.keys((node.properties as object) ?? {}).filter((k) => k !== "$schema");
    const required = ((node.required as string[]) ?? []).filter((k) => k !== "$schema");
    for (const name of Object.keys(fields))
      if (!props.includes(name))
        out.push(`${where}.${name}: in GraphQL ${named.name}, missing from the JSON Schema`);
    for (const name of props)
      if (!fields[name])
        out.push(`${where}.${name}: in the JSON Schema, not in GraphQL ${named.name}`);
    for (const [name, field] of Object.entries(fields)) {
      if (!props.includes(name)) continue;
      if (isNonNullType(field.type) !== required.includes(name))
        out.push(
          `${where}.${name}: GraphQL ${isNonNullType(field.type) ? "non-null" : "nullable"}, JSON Schema ${required.includes(name) ? "required" : "optional"}`,
        );
      compare(
        root,
        (node.properties as Record<string, JsonSchema>)[name],
        field.type,
        `${where}.${name}`,
        out,
      );
    }
    return;
  }
  const expected = SCALARS[named.name];
  if (!types.includes(expected))
    out.push(`${where}: GraphQL ${named.name}, JSON Schema ${JSON.stringify(types)}`);
  if (named.name === "File" && !node["x-file"])
    out.push(`${where}: a File field must carry "x-file" so the checks look for the file`);
}

describe("data/schema/*.schema.json match the GraphQL types", () => {
  it.each(FILE_KINDS)("%s", (kind) => {
    const root = loadSchema(kind);
    const typeName = typeOfKind(kind);
    const type = graphqlSchema.getType(typeName);
    expect(type && isObjectType(type)).toBe(true);
    const differences: string[] = [];
    compare(root, root, type as GraphQLOutputType, typeName, differences);
    expect(differences).toEqual([]);
    expect((root.required as string[])[0]).toBe("$schema");
  });

  it("lists exactly the icon names of src/components/ui/Icon.tsx wherever an icon is chosen", () => {
    for (const kind of ["projects", "about", "history"]) {
      const icon = (loadSchema(kind).definitions as Record<string, JsonSchema>).icon;
      expect(icon.enum).toEqual(iconNames);
    }
  });

  it("allows any slug for a wing (the console adds wings), the console's slug rule, and every WING_SLUGS value", () => {
    const slug = (loadSchema("wing").properties as Record<string, JsonSchema>).slug;
    expect(slug.enum).toBeUndefined();
    const schemaRule = new RegExp(slug.pattern as string);
    for (const sample of [...WING_SLUGS, "farmers-wing", "wing2", "Youth-wing", "a--b", "-a", "a-", "a b", ""])
      expect([sample, schemaRule.test(sample)]).toEqual([sample, SLUG_PATTERN.test(sample)]);
  });
});

/**
 * Writing a content file the way the repository has it: a save changes only the text of the values
 * that changed (located in the file's own text with jsonc-parser's syntax tree), so every other line keeps
 * its bytes, its layout and its key order; a new key goes where the schema puts it; a new value is
 * written like its neighbours (on one line when they are and it fits in 100 columns, else 2-space JSON). New files are 2-space JSON in the schema's key order with a final newline.
 */
import { findNodeAtLocation, parseTree, type JSONPath, type Node } from "jsonc-parser";
import type { JsonSchema } from "../../contract/content/api";
import { isPlainObject } from "../../contract/lib/isPlainObject";

type Json = unknown;

function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}

/** The part of `schema` that describes `step` (a key or an index) inside a value `node` describes. */
export function subSchema(root: JsonSchema, node: JsonSchema | undefined, step: string | number): JsonSchema | undefined {
  const resolved = resolveRef(root, node);
  if (!resolved) return undefined;
  if (typeof step === "number") return resolveRef(root, resolved.items as JsonSchema | undefined);
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  return resolveRef(root, properties?.[step]);
}

/** Follows a local "$ref" ("#/definitions/link") to the schema it names. */
function resolveRef(root: JsonSchema, node: JsonSchema | undefined): JsonSchema | undefined {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === "string" && hops < 10; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith("#/")) return undefined;
    current = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (isPlainObject(at) ? at[key] : undefined), root) as JsonSchema | undefined;
  }
  return current;
}

const schemaKeys = (root: JsonSchema, node: JsonSchema | undefined) => Object.keys((resolveRef(root, node)?.properties as object) ?? {});

/** Where a new key goes among `existing` keys: after the last one the schema lists before it. */
function insertionIndex(order: string[], existing: string[], key: string): number {
  const at = order.indexOf(key);
  if (at < 0) return existing.length;
  let index = 0;
  existing.forEach((k, i) => {
    const position = order.indexOf(k);
    if (position >= 0 && position < at) index = i + 1;
  });
  return index;
}

/** `value` with its object keys in the schema's order (keys the schema does not list keep theirs, at the end). */
export function inSchemaOrder(value: Json, root: JsonSchema, node: JsonSchema | undefined = root): Json {
  if (Array.isArray(value)) return value.map((item, i) => inSchemaOrder(item, root, subSchema(root, node, i)));
  if (!isPlainObject(value)) return value;
  const order = schemaKeys(root, node);
  const keys = Object.keys(value).sort((a, b) => rank(order, a) - rank(order, b));
  return Object.fromEntries(keys.map((k) => [k, inSchemaOrder(value[k], root, subSchema(root, node, k))]));
}
const rank = (order: string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);

/** A new file's text. */
export function newFileText(data: Json, schema: JsonSchema): string {
  return `${JSON.stringify(inSchemaOrder(data, schema), null, 2)}\n`;
}

const WIDTH = 100;

/** Inline JSON the way the repository writes short values: `{ "name": "Home", "href": "/" }`, `["a", "b"]`. */
function inline(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

/** `value` as text starting at column `indent.length`: on one line when its neighbours are and it fits, else 2-space JSON. */
function render(value: Json, indent: string, oneLine: boolean, column = indent.length): string {
  if (oneLine || (!isPlainObject(value) && !Array.isArray(value))) {
    const text = inline(value);
    if (column + text.length < WIDTH || (!isPlainObject(value) && !Array.isArray(value))) return text;
  }
  return JSON.stringify(value, null, 2).split("\n").join(`\n${indent}`);
}

const lineIndent = (text: string, offset: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", offset - 1) + 1))![0];
const end = (node: Node) => node.offset + node.length;

/** The member `node` stands for in its container: the property for an object's value, else itself. */
const member = (node: Node) => (node.parent?.type === "property" ? node.parent : node);

type Step = { op: "change" | "remove" | "add"; from: number; to: number };

/** What editing `a` into `b` costs: 0 when equal, up to 2 (a removal and an addition) the less alike they are. */
function changeCost(a: Json, b: Json): number {
  if (equal(a, b)) return 0;
  if (!isPlainObject(a) || !isPlainObject(b)) return 2;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const same = [...keys].filter((k) => Object.hasOwn(a, k) && Object.hasOwn(b, k) && equal(a[k], b[k])).length;
  return 2 * (1 - same / keys.size);
}

/** The steps that turn list `a` into list `b`, last first (equal entries are kept). */
function alignment(a: Json[], b: Json[]): Step[] {
  const cost = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      cost[i][j] = Math.min(cost[i - 1][j - 1] + changeCost(a[i - 1], b[j - 1]), cost[i - 1][j] + 1, cost[i][j - 1] + 1);
  const steps: Step[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i][j] === cost[i - 1][j - 1] + changeCost(a[i - 1], b[j - 1])) {
      if (!equal(a[i - 1], b[j - 1])) steps.push({ op: "change", from: i - 1, to: j - 1 });
      i--;
      j--;
    } else if (i > 0 && cost[i][j] === cost[i - 1][j] + 1) steps.push({ op: "remove", from: --i, to: j });
    else steps.push({ op: "add", from: i, to: --j });
  }
  return steps;
}

/** `text` (the file as it is, holding `before`) changed to hold `after`, touching only what changed. */
export function editedFileText(text: string, before: Json, after: Json, schema: JsonSchema): string {
  let out = text;
  const splice = (from: number, to: number, insert: string) => {
    out = out.slice(0, from) + insert + out.slice(to);
  };
  const at = (path: JSONPath) => findNodeAtLocation(parseTree(out)!, path)!;

  function replace(path: JSONPath, value: Json) {
    const node = at(path);
    const old = out.slice(node.offset, end(node));
    splice(node.offset, end(node), render(value, lineIndent(out, node.offset), !old.includes("\n"), node.offset - out.lastIndexOf("\n", node.offset - 1) - 1));
  }

  function remove(path: JSONPath) {
    const item = member(at(path));
    const siblings = item.parent!.children!;
    const index = siblings.indexOf(item);
    if (index > 0) splice(end(siblings[index - 1]), end(item), "");
    else if (siblings.length > 1) splice(item.offset, siblings[1].offset, "");
    else splice(item.parent!.offset + 1, end(item.parent!) - 1, "");
  }

  /** Inserts `key: value` (key undefined: an array item) as the container's `index`-th member. */
  function insert(path: JSONPath, index: number, key: string | undefined, value: Json) {
    const container = at(path);
    const siblings = container.children ?? [];
    const prefix = key === undefined ? "" : `${JSON.stringify(key)}: `;
    if (!siblings.length) {
      const indent = lineIndent(out, container.offset);
      const inner = `${prefix}${render(value, `${indent}  `, false)}`;
      splice(container.offset, end(container), key === undefined ? `[\n${indent}  ${inner}\n${indent}]` : `{\n${indent}  ${inner}\n${indent}}`);
      return;
    }
    // The whitespace between members ("\n    " or " "), as the file already has it.
    const gap = siblings.length > 1 ? out.slice(end(siblings[0]), siblings[1].offset).replace(/^\s*,/, "") : out.slice(container.offset + 1, siblings[0].offset) || " ";
    const neighbour = siblings[Math.min(index, siblings.length - 1)];
    const indent = gap.includes("\n") ? gap.slice(gap.lastIndexOf("\n") + 1) : lineIndent(out, container.offset);
    const oneLine = !out.slice(neighbour.offset, end(neighbour)).includes("\n");
    const entry = `${prefix}${render(value, indent, oneLine, gap.includes("\n") ? indent.length + prefix.length : 0)}`;
    if (index >= siblings.length) splice(end(siblings[siblings.length - 1]), end(siblings[siblings.length - 1]), `,${gap}${entry}`);
    else splice(siblings[index].offset, siblings[index].offset, `${entry},${gap}`);
  }

  function walk(path: JSONPath, old: Json, now: Json, node: JsonSchema | undefined) {
    if (equal(old, now)) return;
    if (isPlainObject(old) && isPlainObject(now)) {
      for (const key of Object.keys(old)) if (!Object.hasOwn(now, key)) remove([...path, key]);
      const order = schemaKeys(schema, node);
      for (const key of Object.keys(now)) {
        const sub = subSchema(schema, node, key);
        if (Object.hasOwn(old, key)) walk([...path, key], old[key], now[key], sub);
        else {
          const existing = (at(path).children ?? []).map((p) => p.children![0].value as string);
          insert(path, insertionIndex(order, existing, key), key, inSchemaOrder(now[key], schema, sub));
        }
      }
      return;
    }
    if (Array.isArray(old) && Array.isArray(now)) {
      const items = subSchema(schema, node, 0);
      // Entries added, removed, changed or moved: the fewest of those steps (edit distance), applied
      // from the end so the indices still to come stay valid; a changed entry is edited inside.
      for (const step of alignment(old, now)) {
        if (step.op === "change") walk([...path, step.from], old[step.from], now[step.to], items);
        else if (step.op === "remove") remove([...path, step.from]);
        else insert(path, step.from, undefined, inSchemaOrder(now[step.to], schema, items));
      }
      return;
    }
    replace(path, inSchemaOrder(now, schema, node));
  }

  walk([], before, after, schema);
  return out.endsWith("\n") ? out : `${out}\n`;
}

/** @jest-environment node */
/**
 * Writing a content file as the repository formats it: only the changed values' lines change,
 * whatever the edit (a field, a new key, entries added, removed or moved), and new files follow
 * the schema's key order. Pure text in, text out: no server, no git.
 */
import fs from "node:fs";
import { editedFileText, newFileText } from "../../server/content/jsonText";

const read = (file: string) => fs.readFileSync(file, "utf8");
const schema = (kind: string) => JSON.parse(read(`data/schema/${kind}.schema.json`));

/** The lines of `after` that are not in `before` and the other way round (a line diff without order). */
function changedLines(before: string, after: string) {
  const count = (text: string) => text.split("\n").reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const [a, b] = [count(before), count(after)];
  const only = (x: Map<string, number>, y: Map<string, number>) => [...x].flatMap(([l, n]) => Array(Math.max(0, n - (y.get(l) ?? 0))).fill(l.trim()));
  return { removed: only(a, b), added: only(b, a) };
}

function edit(file: string, kind: string, change: (data: any) => void) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const text = read(file);
  const after = JSON.parse(text);
  change(after);
  const out = editedFileText(text, JSON.parse(text), after, schema(kind));
  expect(JSON.parse(out)).toEqual(after);
  return { text, out };
}

describe("editedFileText", () => {
  it("changes one field's line alone, in a file written with one-line entries", () => {
    const { text, out } = edit("data/navigation.json", "navigation", (d) => (d.items[0].name = "Start"));
    expect(out).toBe(text.replace('{ "name": "Home", "href": "/" }', '{ "name": "Start", "href": "/" }'));
  });

  it("adds, removes and changes entries of one list together, touching only their lines", () => {
    const { text, out } = edit("data/navigation.json", "navigation", (d) => {
      d.items[0].name = "Start";
      d.items[1].subItems.pop();
      d.items.splice(2, 0, { name: "Team", href: "/leader" });
    });
    expect(changedLines(text, out)).toEqual({
      removed: ['{ "name": "Home", "href": "/" },', '{ "name": "Manifestos", "href": "/about/manifestos" },', '{ "name": "Districts", "href": "/districts" }'],
      added: ['{ "name": "Start", "href": "/" },', '{ "name": "Manifestos", "href": "/about/manifestos" }', '{ "name": "Team", "href": "/leader" },'],
    });
  });

  it("moves an entry by rewriting only the moved entry's lines", () => {
    const { text, out } = edit("data/projects.json", "projects", (d) => d.projects.splice(3, 0, d.projects.splice(1, 1)[0]));
    // The same lines (none reformatted), only in another order, and the moved entry now fourth.
    expect(out).not.toBe(text);
    expect(changedLines(text, out)).toEqual({ removed: [], added: [] });
    expect(out.indexOf(JSON.parse(text).projects[1].title)).toBeGreaterThan(out.indexOf(JSON.parse(text).projects[3].title));
  });

  it("puts a new key where the schema lists it and removes a key with its line", () => {
    const { text, out } = edit("data/leaders/tariq-khan.json", "leader", (d) => {
      d.url = "https://qwp.org.pk/tariq-khan";
      delete d.socialLinks;
    });
    expect(changedLines(text, out)).toEqual({ removed: ['"socialLinks": [],', '"image": "../images/leaders/tariq-khan.jpg"'], added: ['"image": "../images/leaders/tariq-khan.jpg",', '"url": "https://qwp.org.pk/tariq-khan"'] });
  });

  it("writes a new list entry as 2-space JSON where its neighbours are written that way", () => {
    const { text, out } = edit("data/leaders/tariq-khan.json", "leader", (d) => d.bio.push({ title: "Family", description: "Born in Charsadda." }));
    const { removed, added } = changedLines(text, out);
    expect(removed).toEqual([]);
    expect(added.sort()).toEqual(['"description": "Born in Charsadda."', '"title": "Family",', "{", "},"].sort());
  });
});

describe("newFileText", () => {
  it("writes 2-space JSON in the schema's key order with a final newline", () => {
    const text = newFileText({ title: "T", slug: "x", $schema: "../schema/wing.schema.json", extra: 1, id: "wing-x" }, schema("wing"));
    expect(text).toBe('{\n  "$schema": "../schema/wing.schema.json",\n  "id": "wing-x",\n  "slug": "x",\n  "title": "T",\n  "extra": 1\n}\n');
  });
});

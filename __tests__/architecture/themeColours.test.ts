import fs from "node:fs";
import path from "node:path";
import { SRC, sourceFiles } from "../../test-support/unit/sourceGraph";

/**
 * Every colour is a token in src/theme (palette.ts holds the values of both themes), so a colour
 * is changed in one place and the two themes cannot drift apart. Comments are ignored.
 */
const HEX = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/g;

export function hexColours(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  // Strings such as "#main-content" or "#418" in an error text are not colours; a colour is a
  // quoted hex value or one inside a CSS value.
  return [...code.matchAll(HEX)].map((m) => m[0]).filter((hex, i, all) => all.indexOf(hex) === i);
}

describe("colours", () => {
  it("no hex colour is written outside src/theme", () => {
    const offenders = sourceFiles()
      .filter((file) => !path.relative(SRC, file).startsWith(`theme${path.sep}`))
      .flatMap((file) =>
        hexColours(fs.readFileSync(file, "utf8")).map(
          (hex) => `${path.relative(SRC, file)}: ${hex}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it("recognises a hex colour in code but not in a comment", () => {
    expect(hexColours('const a = { color: "#ff9aa0", border: "1px solid #fff" };')).toEqual([
      "#ff9aa0",
      "#fff",
    ]);
    expect(hexColours("// AA on #141010\n/* #0a0808 */ const b = 1;")).toEqual([]);
  });
});

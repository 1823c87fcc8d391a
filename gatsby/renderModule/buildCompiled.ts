/**
 * The site's own modules (src/) compiled as the build compiles them, for the module of server-made
 * markup that every build writes (./renderBundle.ts), so that the server renders exactly the markup
 * the browser's first render produces and React hydrates it (./contentMarkup.ts).
 *
 * Why not esbuild's own TypeScript and JSX: the build runs Emotion's Babel preset
 * (gatsby-plugin-emotion), which turns every `css` object of literal values into a serialised style
 * at compile time, and its class name hashes that text without the trailing `;` that Emotion's
 * runtime serialiser writes. The same object compiled another way gets another class name
 * (css-1pqftgx against the build's css-14vuz0j): React does not repair attributes when it hydrates,
 * so the page would keep the server's names and the browser would insert every rule again under its
 * own. Compiling src/ with the same preset and options gives the same names.
 */
import { transformSync } from "@babel/core";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";

/**
 * Compiled files are kept on disk by the hash of their source and their path in the project (as
 * babel-loader's cache does): compiling the components takes seconds, and every build would pay it
 * again. The output depends on no more: Emotion's generated names hash the path from the package's
 * root (its package.json), not the folder the project is in.
 */
const COMPILER_VERSION = "2";

function compile(filename: string, source: string, projectDir: string): string {
  // Resolved from the project, not with this module's `require`: Gatsby bundles gatsby-node (which
  // runs this in onPostBuild) without one.
  const resolve = createRequire(path.join(projectDir, "package.json")).resolve;
  const code = transformSync(source, {
    filename,
    cwd: projectDir,
    babelrc: false,
    configFile: false,
    presets: [
      [resolve("@babel/preset-typescript"), { isTSX: filename.endsWith(".tsx"), allExtensions: true }],
      // gatsby-plugin-emotion's preset and options (gatsby-config.ts: no source maps in builds).
      [resolve("@emotion/babel-preset-css-prop"), { sourceMap: false, autoLabel: "dev-only" }],
    ],
  })?.code;
  if (!code) throw new Error(`Could not compile ${filename}`);
  return code;
}

/** `filename` of `projectDir` (TypeScript, with JSX when .tsx) as JavaScript modules, compiled as the build does. */
export function compileAsTheBuildDoes(filename: string, projectDir: string): string {
  const source = fs.readFileSync(filename, "utf8");
  const key = createHash("sha256")
    .update(COMPILER_VERSION)
    .update("\0")
    .update(path.relative(projectDir, filename))
    .update("\0")
    .update(source)
    .digest("hex");
  const cacheDir = path.join(projectDir, "node_modules", ".cache", "qwp-site-modules");
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, "utf8");
  } catch {
    const code = compile(filename, source, projectDir);
    try {
      fs.mkdirSync(cacheDir, { recursive: true });
      const temp = `${cached}.${process.pid}.tmp`;
      fs.writeFileSync(temp, code);
      fs.renameSync(temp, cached);
    } catch {
      // A read-only checkout only loses the cache.
    }
    return code;
  }
}

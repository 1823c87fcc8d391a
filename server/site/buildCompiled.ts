/**
 * The site's own modules (src/) loaded on the server compiled as the build compiles them, so that
 * the server renders exactly the markup the browser's first render produces and React hydrates it
 * (server/site/contentMarkup.tsx).
 *
 * Why not plain tsx: the build runs Emotion's Babel preset (gatsby-plugin-emotion), which turns
 * every `css` object of literal values into a serialised style at compile time, and its class name
 * hashes that text without the trailing `;` that Emotion's runtime serialiser writes. The same
 * object rendered by tsx-compiled code gets another class name (css-1pqftgx against the build's
 * css-14vuz0j): React does not repair attributes when it hydrates, so the page would keep the
 * server's names, the browser would insert every rule again under its own, and development builds
 * would warn. Compiling src/ with the same preset and options gives the same names.
 */
import { transformFileSync, transformSync, type PluginObj, type types } from "@babel/core";
import { createHash } from "node:crypto";
import fs from "node:fs";
import Module from "node:module";
import path from "node:path";
import { TRAILING_SLASH } from "../../gatsby/trailingSlash";

const SRC = path.resolve(__dirname, "../../src") + path.sep;

type Loader = (module: NodeModule, filename: string) => void;
type CompilingModule = NodeModule & { _compile(code: string, filename: string, format?: "commonjs"): void };
const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;

/** `process.env.NODE_ENV` as webpack's DefinePlugin writes it in the production build. */
function productionEnv({ types: t }: { types: typeof types }): PluginObj {
  return {
    visitor: {
      MemberExpression(p) {
        if (p.matchesPattern("process.env.NODE_ENV")) p.replaceWith(t.stringLiteral("production"));
      },
    },
  };
}

/**
 * Compiled files are kept on disk by the hash of their source (as babel-loader's cache does):
 * compiling the components takes seconds, and every server start (npm start, each browser test's
 * server) would pay it again.
 */
const CACHE_DIR = path.resolve(__dirname, "../../node_modules/.cache/qwp-site-modules");
const COMPILER_VERSION = "1";

function compileCached(filename: string): string {
  const source = fs.readFileSync(filename);
  const key = createHash("sha256").update(COMPILER_VERSION).update("\0").update(filename).update("\0").update(source).digest("hex");
  const cached = path.join(CACHE_DIR, `${key}.js`);
  try {
    return fs.readFileSync(cached, "utf8");
  } catch {
    const code = compile(filename);
    try {
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      const temp = `${cached}.${process.pid}.tmp`;
      fs.writeFileSync(temp, code);
      fs.renameSync(temp, cached);
    } catch {
      // A read-only checkout only loses the cache.
    }
    return code;
  }
}

function compile(filename: string): string {
  const built = transformFileSync(filename, {
    babelrc: false,
    configFile: false,
    presets: [
      [require.resolve("@babel/preset-typescript"), { isTSX: filename.endsWith(".tsx"), allExtensions: true }],
      // gatsby-plugin-emotion's preset and options (gatsby-config.ts: no source maps in builds).
      [require.resolve("@emotion/babel-preset-css-prop"), { sourceMap: false, autoLabel: "dev-only" }],
    ],
  })?.code;
  // A second pass: the preset adds its JSX runtime's `import` after every other plugin has run.
  const result = built ? transformSync(built, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [productionEnv, require.resolve("@babel/plugin-transform-modules-commonjs")],
  }) : null;
  if (!result?.code) throw new Error(`Could not compile ${filename}`);
  return result.code;
}

let installed = false;

/**
 * The globals Gatsby's webpack defines for gatsby-link (no path prefix, the site's trailing-slash
 * rule). gatsby-link is not compiled here, and with NODE_ENV=production it reads them unguarded.
 */
function defineGatsbyLinkGlobals(): void {
  Object.assign(globalThis, { __BASE_PATH__: "", __PATH_PREFIX__: "", __TRAILING_SLASH__: TRAILING_SLASH });
}

/**
 * From now on every src/ module this process loads is compiled by Babel as above; call it before
 * the first component is required. Modules loaded before (plain logic the API imports) are unchanged.
 */
export function compileSiteModulesAsTheBuildDoes(): void {
  if (installed) return;
  installed = true;
  defineGatsbyLinkGlobals();
  for (const extension of [".ts", ".tsx"]) {
    const previous = extensions[extension];
    if (!previous) continue;
    extensions[extension] = (module, filename) => {
      if (!filename.startsWith(SRC)) return previous(module, filename);
      (module as CompilingModule)._compile(compileCached(filename), filename, "commonjs");
    };
  }
}

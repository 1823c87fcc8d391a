/**
 * The module of server-made markup that a build of this checkout writes (gatsby/renderModule/renderBundle.ts),
 * for the fixture sites of server tests (./fixtures/site.ts): bundled once per version of its
 * sources and kept on disk, so each test file's server renders with the project's real components
 * without bundling them again. Jest's global setup makes it before the first test file starts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { RENDER_MODULE_FILE } from "../gatsby/renderModule/renderModuleFile";

const ROOT = path.resolve(__dirname, "..");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "qwp-render-module");

/** What the bundle is made of: the site's sources and contract, the module's views and bundler, the packages' versions. */
const SOURCES = ["src", "contract", "gatsby/renderModule/releaseRender.tsx", "gatsby/renderModule/contentViews.tsx", "gatsby/renderModule/renderBundle.ts", "gatsby/renderModule/buildCompiled.ts", "gatsby/trailingSlash.ts", "package.json", "package-lock.json"];

function filesUnder(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs)
    .sort()
    .flatMap((name) => filesUnder(path.join(rel, name)));
}

function sourcesHash(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update("\0").update(fs.readFileSync(path.join(ROOT, file))).update("\0");
  return hash.digest("hex").slice(0, 24);
}

/** Set by Jest's global setup for its test files: the module it made, so they need not hash the sources again. */
export const RENDER_MODULE_ENV = "QWP_TEST_RENDER_MODULE";

let made: Promise<string> | undefined;

/** The path of the checkout's module, bundled when its sources changed since the last time. */
export function checkoutRenderModule(): Promise<string> {
  const given = process.env[RENDER_MODULE_ENV];
  if (given && fs.existsSync(given)) return Promise.resolve(given);
  made ??= (async () => {
    const dir = path.join(CACHE_DIR, sourcesHash());
    const file = path.join(dir, RENDER_MODULE_FILE);
    if (fs.existsSync(file)) return file;
    fs.mkdirSync(dir, { recursive: true });
    // Modules of older sources, a day after they were made: a run that started before still has its own.
    for (const old of fs.readdirSync(CACHE_DIR)) {
      const oldDir = path.join(CACHE_DIR, old);
      if (old !== path.basename(dir) && Date.now() - fs.statSync(oldDir).mtimeMs > 86_400_000) fs.rmSync(oldDir, { recursive: true, force: true });
    }
    // Loaded only here: the bundler brings esbuild and Babel, which a test file given the module never
    // needs. `require`, not `import()`: Jest's global setup loads this through tsx's CommonJS hook,
    // and a dynamic import goes to Node's own ES module loader, which cannot resolve a .ts file.
    const { writeRenderModule } = require("../gatsby/renderModule/renderBundle") as typeof import("../gatsby/renderModule/renderBundle");
    return writeRenderModule(ROOT, dir);
  })();
  return made;
}

/**
 * The module of server-made markup a build writes beside its pages: ./releaseRender.tsx with the
 * components, React and Emotion of that build bundled into one file, so a release carries the code
 * its server-made markup is rendered with (the server loads the live release's: ./contentMarkup.ts).
 * The server reads what it may ask of it from contract/render/viewRequest.ts. Written after every build (gatsby/onPostBuild.ts); never served (server/site/staticSite.ts).
 */
import { build, type Plugin } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { TRAILING_SLASH } from "../trailingSlash";
import { compileAsTheBuildDoes } from "./buildCompiled";
import { RENDER_MODULE_FILE } from "./renderModuleFile";

/** The project's own TypeScript compiled by Babel as the build compiles it (./buildCompiled.ts); packages as they are. */
const compiledAsTheBuild = (projectDir: string): Plugin => ({
  name: "compiled-as-the-build",
  setup(bundler) {
    const own = (file: string) => file.startsWith(projectDir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
    bundler.onLoad({ filter: /\.tsx?$/ }, (args) =>
      own(args.path) ? { contents: compileAsTheBuildDoes(args.path, projectDir), loader: "jsx", resolveDir: path.dirname(args.path) } : undefined,
    );
  },
});

/**
 * Bundles the module from `projectDir`'s sources into `siteDir` (a built site). The file is replaced
 * at once, never half-written, and only when its text changes, so a release links an unchanged one.
 */
export async function writeRenderModule(projectDir: string, siteDir: string): Promise<string> {
  const target = path.join(siteDir, RENDER_MODULE_FILE);
  const result = await build({
    entryPoints: [path.join(projectDir, "gatsby/renderModule/releaseRender.tsx")],
    outfile: target,
    write: false,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    // Packages' development branches dropped as webpack drops them from the production build.
    minifySyntax: true,
    // What Gatsby's webpack defines for the build's code (gatsby-link reads these unguarded).
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __BASE_PATH__: JSON.stringify(""),
      __PATH_PREFIX__: JSON.stringify(""),
      __TRAILING_SLASH__: JSON.stringify(TRAILING_SLASH),
    },
    plugins: [compiledAsTheBuild(path.resolve(projectDir))],
    logLevel: "silent",
  });
  const code = Buffer.from(result.outputFiles[0].contents);
  const existing = fs.existsSync(target) ? fs.readFileSync(target) : undefined;
  if (existing?.equals(code)) return target;
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, code);
  fs.renameSync(temp, target);
  return target;
}

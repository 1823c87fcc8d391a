import type { GatsbyNode } from "gatsby";
import { checkData, formatProblem } from "./data-checks";

/**
 * Fails the build before any page is made when data/ has an editor's mistake, with the same
 * messages as `npm run check:data`. (GraphQL alone would report a missing field far from its
 * file, and would not notice a wrong enumeration value, a duplicate slug or a dead menu link.)
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const root: string = store.getState().program?.directory ?? process.cwd();
  const problems = checkData(root);
  if (problems.length === 0) return;
  reporter.panicOnBuild(
    `data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"} (run \`npm run check:data\` to see them without a build):\n` +
      problems.map((p) => `  ✗ ${formatProblem(p)}`).join("\n"),
  );
};

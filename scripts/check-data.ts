/**
 * `npm run check:data`: the build's data checks (gatsby/data-checks) in a second, without Gatsby.
 * Exits 1 and prints one line per problem when an editor's change would fail the build.
 */
import path from "node:path";
import { checkData, formatProblem } from "../gatsby/data-checks";

const root = path.resolve(__dirname, "..");
const started = Date.now();
const problems = checkData(root);
const took = `${Date.now() - started} ms`;
if (problems.length) {
  console.error(
    `check:data found ${problems.length} problem${problems.length === 1 ? "" : "s"} in data/ (${took}):`,
  );
  for (const p of problems) console.error(`  ✗ ${formatProblem(p)}`);
  process.exit(1);
}
console.log(`check:data: data/ is valid (${took}).`);

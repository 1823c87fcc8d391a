/**
 * The W3C's Nu Html Checker (npm `vnu-jar`, Java from Debian's `default-jre-headless`) over many HTML
 * files in one JVM start: starting Java costs seconds, checking a page milliseconds.
 * Used by scripts/validate-html.ts (`npm run check:html`).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** vnu.jar as the `vnu-jar` package ships it (its own launcher would download a Java runtime if none is found). */
const VNU_JAR = path.join(
  path.dirname(require.resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

/** One message of `vnu --format json`. `info` with subType `warning` is a warning; other infos are notes. */
export type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

/** A message tied to the file it is about, sorted into what fails the check and what is only listed. */
export type NuFinding = { file: string; line: number; column: number; message: string };
export type NuReport = {
  errors: NuFinding[];
  warnings: NuFinding[];
  notes: number;
  setAside: number;
};

/**
 * The one message set aside, matched by its exact text and only on a `rel="expect"` link.
 * `<link rel="expect" href="#…" blocking="render">` is in the WHATWG HTML standard (shipped in Chrome
 * 124) and holds the first paint until that element is parsed (src/lib/firstPaint.ts); the checker's
 * rules predate it and still allow `blocking` on stylesheet links only. Any other link with `blocking`
 * is still an error.
 */
export const RENDER_BLOCKING_EXPECT_LINK =
  "A \u201clink\u201d element with a \u201cblocking\u201d attribute must have a \u201crel\u201d attribute whose value is \u201cstylesheet\u201d.";

export function isSetAside(message: NuMessage): boolean {
  return (
    message.message === RENDER_BLOCKING_EXPECT_LINK &&
    /<link\b[^>]*\brel="expect"/.test(message.extract ?? "")
  );
}

/** Sorts the checker's messages: errors (and files it could not read) fail; warnings are listed. */
export function classify(messages: NuMessage[]): NuReport {
  const report: NuReport = { errors: [], warnings: [], notes: 0, setAside: 0 };
  for (const m of messages) {
    const finding: NuFinding = {
      file: m.url?.startsWith("file:") ? fileURLToPath(m.url) : (m.url ?? "(no file)"),
      line: m.lastLine ?? m.firstLine ?? 0,
      column: m.firstColumn ?? 0,
      message: m.message,
    };
    if (m.type === "info") {
      if (m.subType === "warning") report.warnings.push(finding);
      else report.notes++;
    } else if (isSetAside(m)) report.setAside++;
    else report.errors.push(finding);
  }
  return report;
}

/**
 * Runs the checker once over `files`. Rejects when Java is missing or the checker itself fails (then
 * there is no JSON to read), so a broken setup can never pass as "no errors".
 */
export function runNuChecker(files: string[]): Promise<NuMessage[]> {
  const args = [
    // A short run: it ends before the full JIT compiler would pay for itself, so the quick one alone
    // costs less CPU. It needs a deeper stack than the default for the checker's schema start-up.
    "-XX:TieredStopAtLevel=1",
    "-Xss8m",
    "-jar",
    VNU_JAR,
    "--format",
    "json",
    "--stdout",
    "--exit-zero-always",
    ...files,
  ];
  return new Promise((resolve, reject) => {
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        reject(
          new Error(
            missing
              ? "The W3C checker needs Java: `apt-get install -y default-jre-headless` (.ci/run does this)."
              : `The W3C checker failed: ${stderr || error.message}`,
          ),
        );
        return;
      }
      try {
        resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
      } catch {
        reject(
          new Error(
            `The W3C checker's output is not JSON: ${stdout.slice(0, 300)}${stderr.slice(0, 300)}`,
          ),
        );
      }
    });
  });
}

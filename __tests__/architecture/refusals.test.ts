import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../test-support/unit/sourceGraph";

/**
 * One way to refuse (docs/server.md, "Route schemas and errors"): a route or hook throws a Refusal
 * (server/platform/refusal.ts) and the app's one error handler answers it, so every 4xx and 5xx has
 * the same shape, headers and hooks. This test lists, as file:line, every place in server/ that
 * writes an error status itself: `.code(4xx|5xx)`, `.status(4xx|5xx)`, a status that is computed
 * (`.code(error.statusCode)`), `statusCode = 4xx|5xx` or `writeHead(4xx|5xx)`.
 */

/** The places that may write an error status, each found by its text, with why. */
const ALLOWED: ReadonlyArray<{ file: string; text: string; why: string }> = [
  {
    file: "server/platform/refusal.ts",
    text: "reply.code(refusal.status).headers(refusal.headers).send(refusal.body)",
    why: "answerRefusal: the one place a refusal becomes an answer, called by the app's error handler alone",
  },
  {
    file: "server/health/healthRoutes.ts",
    text: "reply.code(503)",
    why: "readiness is a report, not a refusal: a load balancer reads `{ status }`, and health must answer even where refusals are shaped",
  },
  {
    file: "server/site/siteRoutes.ts",
    text: "reply.code(404);",
    why: "the site's 404 page is a built page sent with its own ETag, stored compressed forms, CSP and caching",
  },
  {
    file: "server/site/siteRoutes.ts",
    text: "sendHtml(request, reply.code(404), site, doc)",
    why: "a page that names nothing (an unknown article or event) is still its built page, sent as a page with a 404 for crawlers",
  },
  {
    file: "server/site/siteRoutes.ts",
    text: "reply.code(result.statusCode)",
    why: "@fastify/send's own status for a static file: 206, 304, 412 or 416 for range and conditional requests",
  },
  {
    file: "server/forms/formSubmission.ts",
    text: "reply.code(stored.status).send(stored.body)",
    why: "a submission's answer, or its replay under the same Idempotency-Key: the stored status (201, or the refusal first sent)",
  },
];


const ERROR_STATUS = "[45]\\d\\d\\b";
const WRITES_ERROR_STATUS = [
  new RegExp(`\\.(?:code|status)\\(\\s*${ERROR_STATUS}`),
  // A status from a variable or property: an error's own status passed through by hand.
  /\.code\(\s*(?![1-3]\d\d\s*\))[^)\s]/,
  new RegExp(`\\.statusCode\\s*=\\s*${ERROR_STATUS}`),
  new RegExp(`\\.writeHead\\(\\s*${ERROR_STATUS}`),
];

function serverFiles(dir = path.join(ROOT, "server")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

type Place = { file: string; line: number; text: string };

/** Every line of server/ that writes an error status, comments left out. */
function errorStatusWrites(): Place[] {
  return serverFiles().flatMap((full) => {
    const file = path.relative(ROOT, full).split(path.sep).join("/");
    return fs
      .readFileSync(full, "utf8")
      .split("\n")
      .map((text, index) => ({ file, line: index + 1, text: text.trim() }))
      .filter(({ text }) => !/^(?:\/\/|\/\*|\*)/.test(text) && WRITES_ERROR_STATUS.some((pattern) => pattern.test(text)));
  });
}

const allowed = (place: Place) => ALLOWED.some(({ file, text }) => place.file === file && place.text.includes(text));

describe("one way to refuse: routes throw, the error handler answers", () => {
  const places = errorStatusWrites();

  it("no file of server/ writes an error status outside the error handler and the allowed places", () => {
    const offenders = places.filter((place) => !allowed(place));
    expect(offenders.map(({ file, line, text }) => `${file}:${line}  ${text}`)).toEqual([]);
  });

  it("every allowed place still exists (a stale entry is removed)", () => {
    const stale = ALLOWED.filter(({ file, text }) => !places.some((place) => place.file === file && place.text.includes(text)));
    expect(stale.map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });


  it("the scan finds what it looks for", () => {
    const found = (text: string) => WRITES_ERROR_STATUS.some((pattern) => pattern.test(text));
    expect(["reply.code(418).send({})", "reply.status(503)", "reply.code(error.statusCode)", "reply.statusCode = 404", "res.writeHead(500)"].map(found)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["reply.code(201).send(item)", "reply.code(204).send()", "reply.code(304)", "(error as { code?: string }).code === 'X'"].map(found)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

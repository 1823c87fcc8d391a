/** @jest-environment node */
import { classify, RENDER_BLOCKING_EXPECT_LINK, type NuMessage } from "../../scripts/lib/nuChecker";

const at = (extract: string, message = RENDER_BLOCKING_EXPECT_LINK): NuMessage => ({
  type: "error",
  url: "file:/site/public/index.html",
  lastLine: 1,
  firstColumn: 77,
  message,
  extract,
});

describe("the W3C checker's report", () => {
  it("sets aside only the render-blocking rel=expect link, by the message's exact text", () => {
    const report = classify([
      at('>x</title><link rel="expect" href="#opening-end" blocking="render"/><link '),
      at('<link rel="preload" as="image" href="/a.jpg" blocking="render"/>'),
      at(
        '<link rel="expect" href="#x" blocking="render"/>',
        "Bad value “expect” for attribute “rel” on element “link”.",
      ),
    ]);
    expect(report.setAside).toBe(1);
    expect(report.errors).toEqual([
      {
        file: "/site/public/index.html",
        line: 1,
        column: 77,
        message: RENDER_BLOCKING_EXPECT_LINK,
      },
      {
        file: "/site/public/index.html",
        line: 1,
        column: 77,
        message: "Bad value “expect” for attribute “rel” on element “link”.",
      },
    ]);
  });

  it("fails on errors and on files it could not check; lists warnings; only counts notes", () => {
    const report = classify([
      {
        type: "non-document-error",
        url: "file:/site/public/gone.html",
        message: "File not found.",
      },
      {
        type: "info",
        subType: "warning",
        url: "file:/site/public/a.html",
        lastLine: 3,
        firstColumn: 9,
        message: "Section lacks heading.",
      },
      {
        type: "info",
        url: "file:/site/public/a.html",
        message: "Trailing slash on void elements has no effect.",
      },
    ]);
    expect(report.errors.map((e) => `${e.file} ${e.message}`)).toEqual([
      "/site/public/gone.html File not found.",
    ]);
    expect(report.warnings).toEqual([
      { file: "/site/public/a.html", line: 3, column: 9, message: "Section lacks heading." },
    ]);
    expect(report.notes).toBe(1);
  });
});

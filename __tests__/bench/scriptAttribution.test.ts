/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  libraryOf,
  scriptKey,
  scriptNames,
  threadTimeByScript,
  type TraceEvent,
} from "../../bench/scriptAttribution";
import { tempDir } from "../../test-support/server";

const map = (sources: [string, number][]) =>
  JSON.stringify({
    version: 3,
    sources: sources.map(([source]) => `webpack://qwp-website/./${source}`),
    sourcesContent: sources.map(([, size]) => "x".repeat(size)),
  });

it("names a script by its address without the content hash", () => {
  expect(scriptKey("http://127.0.0.1:8124/app-ff1b32da33909e70e6be.js")).toBe("/app.js");
  expect(scriptKey("/6af17600ce676e71a0b67123cdcfdf4b3736c96e-d016095185b9c2555978.js")).toBe(
    "/6af17600ce676e71a0b67123cdcfdf4b3736c96e.js",
  );
  expect(scriptKey("http://127.0.0.1:8124/contact")).toBe("/contact");
});

it("puts each source under its library, a package's nested dependencies under their own name", () => {
  expect(libraryOf("webpack://x/./node_modules/react-dom/cjs/react-dom.production.min.js")).toBe(
    "React",
  );
  expect(
    libraryOf("webpack://x/./node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js"),
  ).toBe("Emotion");
  expect(libraryOf("webpack://x/./node_modules/formik/dist/formik.esm.js")).toBe("Formik");
  expect(libraryOf("webpack://x/./node_modules/formik/node_modules/lodash/cloneDeep.js")).toBe(
    "lodash",
  );
  expect(libraryOf("webpack://x/./node_modules/dompurify/dist/purify.es.mjs")).toBe(
    "DOMPurify (sanitiser)",
  );
  expect(libraryOf("webpack://x/./.cache/api-runner-browser.js")).toBe("Gatsby");
  expect(libraryOf("webpack://x/./src/components/contact/ContactForm.tsx")).toBe(
    "src/components/contact",
  );
  expect(libraryOf("webpack://x/./node_modules/qrcode/lib/browser.js")).toBe("qrcode");
});

it("names each chunk of a build by its role and its libraries' shares", () => {
  const dir = tempDir("qwp-script-names-");
  const files: Record<string, [string, number][]> = {
    "framework-0123456789abcdef0123.js": [
      ["node_modules/react-dom/index.js", 900],
      ["node_modules/react/index.js", 100],
    ],
    "app-0123456789abcdef0123.js": [
      ["node_modules/@emotion/react/x.js", 30],
      [".cache/app.js", 70],
    ],
    "component---src-pages-contact-tsx-0123456789abcdef0123.js": [
      ["src/components/contact/ContactForm.tsx", 10],
    ],
    "6af17600ce676e71a0b67123cdcfdf4b3736c96e-0123456789abcdef0123.js": [
      ["node_modules/yup/index.esm.js", 50],
      ["node_modules/formik/dist/formik.esm.js", 48],
      ["node_modules/tiny-warning/dist/x.js", 2],
    ],
    "article-sanitizer-0123456789abcdef0123.js": [
      ["node_modules/dompurify/dist/purify.es.mjs", 100],
    ],
  };
  for (const [file, sources] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, file), "");
    fs.writeFileSync(path.join(dir, `${file}.map`), map(sources));
  }
  const pages = ["component---src-pages-contact-tsx", "component---src-pages-join-qwp-tsx"];
  fs.writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({
      namedChunkGroups: {
        ...Object.fromEntries(
          pages.map((page) => [
            page,
            {
              assets: [
                { name: "6af17600ce676e71a0b67123cdcfdf4b3736c96e-0123456789abcdef0123.js" },
                { name: `${page}-0123456789abcdef0123.js` },
              ],
            },
          ]),
        ),
        "article-sanitizer": { assets: [{ name: "article-sanitizer-0123456789abcdef0123.js" }] },
      },
    }),
  );
  try {
    expect(Object.fromEntries(scriptNames(dir))).toEqual({
      "/framework.js": "framework: React 100%",
      "/app.js": "app: Gatsby 70%, Emotion 30%",
      "/component---src-pages-contact-tsx.js":
        "page component (contact): src/components/contact 100%",
      "/6af17600ce676e71a0b67123cdcfdf4b3736c96e.js": "shared by 2 pages: Yup 50%, Formik 48%",
      "/article-sanitizer.js": 'lazy chunk "article-sanitizer": DOMPurify (sanitiser) 100%',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("counts each script's CPU time on the main thread once, nested work inside the outermost event", () => {
  const at = (name: string, ts: number, dur: number, url?: string, tid = 1): TraceEvent => ({
    name,
    ph: "X",
    pid: 7,
    tid,
    ts,
    dur,
    tdur: dur / 2,
    ...(url && { args: { data: { url } } }),
  });
  const framework = "http://127.0.0.1:8124/framework-0123456789abcdef0123.js";
  const times = threadTimeByScript(
    [
      at("EvaluateScript", 0, 4000, framework),
      at("v8.compile", 100, 1000, framework),
      at("FunctionCall", 10_000, 2000, "http://127.0.0.1:8124/app-0123456789abcdef0123.js"),
      // A call made from inside the app's: already counted within it.
      at("FunctionCall", 10_500, 500, framework),
      at("FunctionCall", 20_000, 6000, framework),
      // Another thread's, and work of no script.
      at("FunctionCall", 30_000, 8000, framework, 2),
      at("ParseHTML", 40_000, 8000),
      at("FunctionCall", 50_000, 1000),
    ],
    "7:1",
  );
  expect(Object.fromEntries(times)).toEqual({ "/framework.js": 5, "/app.js": 1 });
});

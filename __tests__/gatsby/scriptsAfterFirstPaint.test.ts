/**
 * Gatsby's page scripts start after the first contentful paint (gatsby/scriptsAfterFirstPaint.ts):
 * the built page's rewrite, and the inline loader run in a document.
 */
import {
  AFTER_PAINT_LOADER_ID,
  runScriptsAfterFirstPaint,
} from "../../gatsby/scriptsAfterFirstPaint";

const SCRIPTS = [
  "/webpack-runtime-1e8d7bd16bbc1c6e059f.js",
  "/framework-e303d3d76abd98175d05.js",
  "/app-72cfaeb2267a170bcccd.js",
];
const BUILT = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><div id="___gatsby"><h1>Peace</h1></div><script id="gatsby-script-loader">window.pagePath="/";</script><script>window.___webpackCompilationHash="8d74";</script>${SCRIPTS.map((s) => `<script src="${s}" async=""></script>`).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("the built page's rewrite", () => {
  const page = runScriptsAfterFirstPaint(BUILT);

  it("removes Gatsby's script elements and preloads each file at low priority in <head>, in order", () => {
    expect(page).not.toMatch(/<script src=/);
    const head = page.slice(0, page.indexOf("</head>"));
    expect(
      [
        ...head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"\/>/g),
      ].map((m) => m[1]),
    ).toEqual(SCRIPTS);
  });

  it("puts one inline loader where the scripts were, keeping Gatsby's own inline scripts before it", () => {
    const loader = page.indexOf(`<script id="${AFTER_PAINT_LOADER_ID}">`);
    expect(loader).toBeGreaterThan(page.indexOf("window.___webpackCompilationHash"));
    expect(page.indexOf("<!-- slice-end")).toBeGreaterThan(loader);
  });

  it("leaves a rewritten page, a fragment without <head> and a page without scripts as they are", () => {
    expect(runScriptsAfterFirstPaint(page)).toBe(page);
    const fragment = SCRIPTS.map((s) => `<script src="${s}" async=""></script>`).join("");
    expect(runScriptsAfterFirstPaint(fragment)).toBe(fragment);
    const noScripts = "<html><head></head><body><p>x</p></body></html>";
    expect(runScriptsAfterFirstPaint(noScripts)).toBe(noScripts);
  });
});

describe("the loader in a document", () => {
  const loaderSource = () => {
    const page = runScriptsAfterFirstPaint(BUILT);
    const start = page.indexOf(`<script id="${AFTER_PAINT_LOADER_ID}">`);
    return page.slice(page.indexOf(">", start) + 1, page.indexOf("</script>", start));
  };
  const added = () =>
    [...document.body.querySelectorAll("script[src]")].map((s) =>
      (s as HTMLScriptElement).getAttribute("src"),
    );
  const originalObserver = window.PerformanceObserver;

  afterEach(() => {
    document.body.innerHTML = "";
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = originalObserver;
    jest.restoreAllMocks();
  });

  it("adds the scripts, async and in order, only once the first contentful paint is reported", () => {
    let report:
      | ((
          list: { getEntriesByName: (n: string) => unknown[] },
          o: { disconnect: () => void },
        ) => void)
      | undefined;
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
    }
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    new Function(loaderSource())();
    expect(added()).toEqual([]);
    report!({ getEntriesByName: () => [] }, { disconnect }); // "first-paint" alone: not yet
    expect(added()).toEqual([]);
    report!(
      { getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) },
      { disconnect },
    );
    expect(added()).toEqual(SCRIPTS);
    expect([...document.body.querySelectorAll("script")].every((s) => s.async)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it("adds them at once in a hidden tab, which paints nothing", () => {
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    new Function(loaderSource())();
    expect(added()).toEqual(SCRIPTS);
  });

  it("waits two frames where the browser has no paint timing", () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
    new Function(loaderSource())();
    frames.shift()!(0);
    jest.runAllTimers();
    expect(added()).toEqual([]);
    frames.shift()!(16);
    jest.runAllTimers();
    expect(added()).toEqual(SCRIPTS);
    jest.useRealTimers();
  });
});

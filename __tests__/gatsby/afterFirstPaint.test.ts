/**
 * What the first paint does not need waits for the first contentful paint (gatsby/afterFirstPaint.ts):
 * Gatsby's scripts, lazy images and the web manifest. The built page's rewrite, and the inline
 * scripts run in a document.
 */
import { KEEP_LOADED } from "../../gatsby/serviceWorker/keepLoaded";
import {
  AFTER_PAINT_LOADER_ID,
  BEFORE_PAINT_CLASS,
  deferUntilFirstPaint,
  deferredScripts,
} from "../../gatsby/afterFirstPaint";

const SCRIPTS = [
  "/webpack-runtime-1e8d7bd16bbc1c6e059f.js",
  "/framework-e303d3d76abd98175d05.js",
  "/app-72cfaeb2267a170bcccd.js",
];
const BUILT = `<!DOCTYPE html><html lang="en"><head><title>Home</title><link rel="manifest" href="/manifest_ur.webmanifest" crossorigin="anonymous"/><style data-build-css="a">p{}</style></head><body><div id="___gatsby"><h1>Peace</h1></div><script id="gatsby-script-loader">window.pagePath="/";</script><script>window.___webpackCompilationHash="8d74";</script>${SCRIPTS.map((s) => `<script src="${s}" async=""></script>`).join("")}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("the built page's rewrite", () => {
  const page = deferUntilFirstPaint(BUILT);

  it("removes Gatsby's script elements, preloads nothing, and its loader names the scripts in order", () => {
    expect(page).not.toMatch(/<script src=/);
    expect(page).not.toMatch(/rel="preload"/);
    expect(deferredScripts(page)).toEqual(SCRIPTS);
    expect(deferredScripts(BUILT)).toEqual([]);
  });

  it("puts one inline loader where the scripts were, keeping Gatsby's own inline scripts before it", () => {
    const loader = page.indexOf(`<script id="${AFTER_PAINT_LOADER_ID}">`);
    expect(loader).toBeGreaterThan(page.indexOf("window.___webpackCompilationHash"));
    expect(page.indexOf("<!-- slice-end")).toBeGreaterThan(loader);
  });

  it("registers the service worker from the loader, after the paint, and nowhere before it", () => {
    const loader = page.slice(page.indexOf(`<script id="${AFTER_PAINT_LOADER_ID}">`));
    expect(loader).toContain('navigator.serviceWorker.register("/sw.js")');
    // Once loaded, the page tells the worker what it loaded and then what it loads later, for the worker to keep from the HTTP cache.
    expect(loader).toContain(`postMessage({type:"${KEEP_LOADED}",urls:l.map(`);
    expect(loader).toContain('k(performance.getEntriesByType("resource"))');
    expect(loader).toContain('new PerformanceObserver(function(o){k(o.getEntries())}).observe({type:"resource"})');
    expect(page.slice(0, page.indexOf(`<script id="${AFTER_PAINT_LOADER_ID}">`))).not.toContain("serviceWorker");
    expect(BUILT).not.toContain("serviceWorker");
  });

  it("takes the manifest's link out of the page and hides lazy images and frames from the head until the paint", () => {
    expect(page).not.toMatch(/<link rel="manifest"/);
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain(
      `<style>.${BEFORE_PAINT_CLASS} :is(img,iframe)[loading=lazy]{display:none}</style>`,
    );
    expect(head).toContain(`classList.add("${BEFORE_PAINT_CLASS}")`);
    // The build's CSS stays the head's last <style>.
    expect(head.match(/<style[^>]*>/g)!.at(-1)).toBe('<style data-build-css="a">');
  });

  it("hides them once in a page Gatsby did not render again but gave the new build's scripts", () => {
    const slice = /<script id="gatsby-script-loader">[\s\S]*<!-- slice-end/;
    const stitched = page.replace(slice, BUILT.match(slice)![0]);
    expect(deferredScripts(stitched)).toEqual([]);
    const again = deferUntilFirstPaint(stitched);
    expect(deferredScripts(again)).toEqual(SCRIPTS);
    expect(again.split(`classList.add("${BEFORE_PAINT_CLASS}")`)).toHaveLength(2);
    expect(again.split(`.${BEFORE_PAINT_CLASS} :is(img,iframe)`)).toHaveLength(2);
  });

  it("leaves a rewritten page, a fragment without <head> and a page without scripts as they are", () => {
    expect(deferUntilFirstPaint(page)).toBe(page);
    const fragment = SCRIPTS.map((s) => `<script src="${s}" async=""></script>`).join("");
    expect(deferUntilFirstPaint(fragment)).toBe(fragment);
    const noScripts = "<html><head></head><body><p>x</p></body></html>";
    expect(deferUntilFirstPaint(noScripts)).toBe(noScripts);
  });
});

describe("the loader in a document", () => {
  const loaderSource = () => {
    const page = deferUntilFirstPaint(BUILT);
    const start = page.indexOf(`<script id="${AFTER_PAINT_LOADER_ID}">`);
    return page.slice(page.indexOf(">", start) + 1, page.indexOf("</script>", start));
  };
  const headScript = () => {
    const page = deferUntilFirstPaint(BUILT);
    const head = page.slice(0, page.indexOf("</head>"));
    return /<script>([^<]*)<\/script>/.exec(head)![1];
  };
  const added = () =>
    [...document.body.querySelectorAll("script[src]")].map((s) =>
      (s as HTMLScriptElement).getAttribute("src"),
    );
  const originalObserver = window.PerformanceObserver;

  afterEach(() => {
    document.body.innerHTML = "";
    document.head.innerHTML = "";
    document.documentElement.className = "";
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
    new Function(headScript())();
    new Function(loaderSource())();
    expect(added()).toEqual([]);
    expect(document.documentElement.classList.contains(BEFORE_PAINT_CLASS)).toBe(true);
    expect(document.head.querySelector("link")).toBeNull();
    report!({ getEntriesByName: () => [] }, { disconnect }); // "first-paint" alone: not yet
    expect(added()).toEqual([]);
    report!(
      { getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) },
      { disconnect },
    );
    expect(added()).toEqual(SCRIPTS);
    expect([...document.body.querySelectorAll("script")].every((s) => s.async)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
    expect(document.documentElement.classList.contains(BEFORE_PAINT_CLASS)).toBe(false);
    const manifest = document.head.querySelector("link")!;
    expect([manifest.rel, manifest.getAttribute("href"), manifest.crossOrigin]).toEqual([
      "manifest",
      "/manifest_ur.webmanifest",
      "anonymous",
    ]);
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

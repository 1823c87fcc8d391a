/**
 * For tests of what React keeps of the build's HTML, run in Jest's node environment: the build renders
 * where `window` does not exist, and the browser is a jsdom installed as globals before the module under
 * test loads (a module that listens to the window or document from then on does so as in a page).
 */
import { JSDOM } from "jsdom";
import type React from "react";
import { renderToString } from "react-dom/server";

/** Makes a jsdom the test's browser; load react-dom/client and the module under test after this. */
export function installBrowser(url?: string): JSDOM {
  const dom = new JSDOM("<!DOCTYPE html><body></body>", url ? { url } : {});
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    HTMLElement: dom.window.HTMLElement,
    Element: dom.window.Element,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  return dom;
}

/** The build's HTML of `element`: rendered with the window hidden, as Gatsby renders it. */
export function renderAsBuilt(element: React.ReactElement, identifierPrefix?: string): string {
  const { window: saved } = globalThis as unknown as { window?: unknown };
  delete (globalThis as { window?: unknown }).window;
  try {
    return renderToString(element, { identifierPrefix });
  } finally {
    Object.assign(globalThis, { window: saved });
  }
}

/**
 * @jest-environment node
 *
 * Node, not jsdom: the build renders pages where `window` does not exist, and that is the HTML this
 * component keeps. The browser part builds its own jsdom after the server render.
 */
import { JSDOM } from "jsdom";
import React, { act, useState } from "react";
import { renderToString } from "react-dom/server";
import StaticContent from "../../../src/components/ui/StaticContent";

/** Counts its renders in the browser, so a test can tell whether React rendered it there at all. */
const browserRenders = { count: 0 };
function Text({ children }: { children: string }) {
  if (typeof window !== "undefined") browserRenders.count += 1;
  return <p>{children}</p>;
}

function Page({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {`${label} ${clicks}`}
      </button>
      <StaticContent>
        <h1>Party history</h1>
        <Text>Founded in 2012.</Text>
        <a href="/about/history">Read more</a>
      </StaticContent>
    </div>
  );
}

const BUILT = renderToString(<Page label="Clicked" />);

/**
 * A jsdom page with react-dom's client loaded into it. Set up once, after the build's HTML above was
 * rendered without a window; react-dom reads the globals when it loads.
 */
function openBrowser() {
  const dom = new JSDOM("<!DOCTYPE html><body></body>");
  Object.assign(globalThis, {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    HTMLElement: dom.window.HTMLElement,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  const client = require("react-dom/client") as typeof import("react-dom/client");
  const page = (html: string) => {
    const container = dom.window.document.createElement("div");
    container.innerHTML = html;
    dom.window.document.body.append(container);
    return container;
  };
  const run = async (work: () => void) => {
    await act(async () => work());
  };
  return { page, run, client };
}

let browser: ReturnType<typeof openBrowser>;
beforeAll(() => {
  browser = openBrowser();
});

afterEach(() => {
  browserRenders.count = 0;
});

it("the build's HTML has the content", () => {
  expect(BUILT).toContain("<h1>Party history</h1>");
  expect(BUILT).toContain('<a href="/about/history">Read more</a>');
});

it("hydrating keeps that HTML: nothing under it renders in the browser, React reports nothing, the rest works", async () => {
  const container = browser.page(BUILT);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const recoverable = jest.fn();

  await browser.run(() => void browser.client.hydrateRoot(container, <Page label="Clicked" />, { onRecoverableError: recoverable }));
  expect(container.innerHTML).toBe(BUILT);
  expect(browserRenders.count).toBe(0);
  expect(recoverable).not.toHaveBeenCalled();

  // The page around it re-renders (state changes); the kept HTML stays.
  await browser.run(() => container.querySelector("button")!.click());
  expect(container.querySelector("button")!.textContent).toBe("Clicked 1");
  expect(container.querySelector("h1")?.textContent).toBe("Party history");
  expect(container.querySelector("a")?.getAttribute("href")).toBe("/about/history");
  expect(browserRenders.count).toBe(0);
  // Development builds note the unchecked inner HTML; nothing else may be logged.
  expect(errors.mock.calls.filter(([message]) => !/dangerouslySetInnerHTML|did not match/.test(String(message)))).toEqual([]);
  errors.mockRestore();
});

it("with no HTML to keep (a page reached by Gatsby's navigation) it renders its children", async () => {
  const container = browser.page("");
  await browser.run(() => browser.client.createRoot(container).render(<Page label="Clicked" />));
  expect(container.querySelector("h1")?.textContent).toBe("Party history");
  expect(container.querySelector("p")?.textContent).toBe("Founded in 2012.");
  expect(browserRenders.count).toBe(1);
});

/**
 * @jest-environment node
 *
 * Node, not jsdom: the build renders pages where `window` does not exist. The browser is a jsdom built
 * before the router's module loads (its history listens to that window from then on, as in a page).
 */
import React, { Suspense, act } from "react";
import type { WindowLocation } from "@gatsbyjs/reach-router";
import { installBrowser, renderAsBuilt } from "../../../test-support/jest/builtPage";

const dom = installBrowser("https://qwp.example/events");
const client = require("react-dom/client") as typeof import("react-dom/client");
const router = require("@gatsbyjs/reach-router") as typeof import("@gatsbyjs/reach-router");
const { LocationInTransition, renderWithLocationInTransition } =
  require("../../../src/lib/router/LocationInTransition") as typeof import("../../../src/lib/router/LocationInTransition");

/** Stands for a control HydrateOnUse holds: in the browser it suspends until the test lets it go. */
const held = { waiting: true, release: () => {} };
const gate = new Promise<void>((resolve) => {
  held.release = () => {
    held.waiting = false;
    resolve();
  };
});
function Held({ children }: { children: React.ReactNode }) {
  if (typeof window !== "undefined" && held.waiting) throw gate;
  return <>{children}</>;
}

function Address() {
  const location = router.useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

const App = () => (
  <div>
    <Suspense fallback={null}>
      <Held>
        <Address />
      </Held>
    </Suspense>
  </div>
);

/** The build's HTML of /events, with the address Gatsby's build gives the router (reach-router's ServerLocation). */
const buildEvents = () => {
  const location = { pathname: "/events", search: "", hash: "" } as WindowLocation;
  return renderAsBuilt(
    <router.LocationContext.Provider value={{ location }}>
      <App />
    </router.LocationContext.Provider>,
  );
};

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

it("applies a new location to a boundary it still keeps unhydrated only once it has hydrated it, keeping its HTML, and the history then adds entries again", async () => {
  const container = dom.window.document.createElement("div");
  container.innerHTML = buildEvents();
  dom.window.document.body.append(container);
  const parsed = container.querySelector("p")!;
  expect(parsed.textContent).toBe("/events");
  const recoverable = jest.fn();
  await act(async () => {
    client.hydrateRoot(
      container,
      <LocationInTransition>
        <App />
      </LocationInTransition>,
      { onRecoverableError: recoverable },
    );
  });
  const entries = dom.window.history.length;

  await act(async () => void router.globalHistory.navigate("/events?when=past"));
  // Past the longest wait React gives an urgent update before it drops the kept HTML (120 ms here).
  await pause(300);
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector("p")).toBe(parsed);
  expect(parsed.textContent).toBe("/events");

  await act(async () => held.release());
  expect(container.querySelector("p")).toBe(parsed);
  expect(parsed.textContent).toBe("/events?when=past");
  expect(recoverable).not.toHaveBeenCalled();

  await act(async () => void router.globalHistory.navigate("/events?when=upcoming"));
  expect(parsed.textContent).toBe("/events?when=upcoming");
  expect(dom.window.history.length).toBe(entries + 2);
});

it("hydrates a container that holds a built page, and renders an empty one (a client-only page, develop's loading indicator) anew beside it", async () => {
  const site = dom.window.document.createElement("div");
  site.innerHTML = '<div id="gatsby-focus-wrapper"><p>built</p></div>';
  const indicator = dom.window.document.createElement("div");
  dom.window.document.body.append(site, indicator);
  const built = site.querySelector("p")!;
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await act(async () => {
      renderWithLocationInTransition(
        <div id="gatsby-focus-wrapper">
          <p>built</p>
        </div>,
        site,
      );
      renderWithLocationInTransition(<p>loading</p>, indicator);
    });
    expect(site.querySelector("p")).toBe(built);
    expect(Object.keys(built).some((key) => key.startsWith("__reactFiber$"))).toBe(true);
    expect(indicator.innerHTML).toBe("<p>loading</p>");
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

/**
 * @jest-environment node
 *
 * Node, not jsdom: the build renders pages where `window` does not exist. The browser is a jsdom built
 * before the component's module loads (it listens on the document from then on, as in a page), and the
 * build's HTML is rendered with that window hidden.
 */
import React, { act, useState } from "react";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { installBrowser, renderAsBuilt } from "../../../test-support/jest/builtPage";

const dom = installBrowser();
const client = require("react-dom/client") as typeof import("react-dom/client");
const HydrateOnUse = (
  require("../../../src/components/ui/HydrateOnUse") as typeof import("../../../src/components/ui/HydrateOnUse")
).default;

/** Counts its renders in the browser, so a test can tell whether React rendered it there at all. */
const browserRenders = { count: 0 };
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  if (typeof window !== "undefined") browserRenders.count += 1;
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {`${label} ${clicks}`}
    </button>
  );
}

/** A page whose own button re-renders the frame around the control with a new label for it. */
function Page({ initialLabel, cache }: { initialLabel: string; cache: EmotionCache }) {
  const [label, setLabel] = useState(initialLabel);
  return (
    <CacheProvider value={cache}>
      <div>
        <button type="button" id="rename" onClick={() => setLabel("Taps")}>
          rename
        </button>
        <HydrateOnUse>
          <Counter label={label} />
        </HydrateOnUse>
      </div>
    </CacheProvider>
  );
}

/**
 * One cache for each page's life, as gatsby-browser.tsx provides: a cache made anew on each render would
 * change a context above the kept boundary, which React can apply only by dropping the kept HTML.
 */
const newCache = () => createCache({ key: "css" });

/**
 * A page of its own opened from the build's HTML and hydrated. Each test's prefix makes its ids its
 * own, as each document's are: a control used in one test is not used in the next.
 */
async function openPage(identifierPrefix: string) {
  const container = page(
    renderAsBuilt(<Page initialLabel="Clicks" cache={newCache()} />, identifierPrefix),
  );
  const parsed = control(container);
  const recoverable = jest.fn();
  await run(
    () =>
      void client.hydrateRoot(container, <Page initialLabel="Clicks" cache={newCache()} />, {
        identifierPrefix,
        onRecoverableError: recoverable,
      }),
  );
  return { container, parsed, recoverable };
}

function page(html: string) {
  const container = dom.window.document.createElement("div");
  container.innerHTML = html;
  dom.window.document.body.append(container);
  return container;
}

const control = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>("[data-hydrate-on-use] button")!;
const hydratedByReact = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
const run = (work: () => void) => act(async () => work());

afterEach(() => {
  browserRenders.count = 0;
});

it("keeps the control's HTML unhydrated after the page hydrates; the first click hydrates it and counts", async () => {
  const { container, parsed, recoverable } = await openPage("first-click");
  expect(parsed.textContent).toBe("Clicks 0");
  expect(browserRenders.count).toBe(0);
  expect(hydratedByReact(parsed)).toBe(false);
  expect(hydratedByReact(container.querySelector("#rename")!)).toBe(true);

  await run(() => parsed.click());
  expect(control(container)).toBe(parsed);
  expect(hydratedByReact(parsed)).toBe(true);
  expect(parsed.textContent).toBe("Clicks 1");
  expect(recoverable).not.toHaveBeenCalled();
});

it("a new render around it before first use reaches the control once it is used, without an error", async () => {
  const { container, parsed, recoverable } = await openPage("renamed");

  await run(() => container.querySelector<HTMLButtonElement>("#rename")!.click());
  expect(browserRenders.count).toBe(0);
  expect(parsed.textContent).toBe("Clicks 0");

  await run(() => parsed.focus());
  expect(control(container)).toBe(parsed);
  expect(parsed.textContent).toBe("Taps 0");
  await run(() => parsed.click());
  expect(parsed.textContent).toBe("Taps 1");
  expect(recoverable).not.toHaveBeenCalled();
});

it("with no HTML to keep (a page reached by Gatsby's navigation) it renders its children at once", async () => {
  const container = page("");
  await run(() =>
    client.createRoot(container).render(<Page initialLabel="Clicks" cache={newCache()} />),
  );
  expect(browserRenders.count).toBe(1);
  await run(() => control(container).click());
  expect(control(container).textContent).toBe("Clicks 1");
});

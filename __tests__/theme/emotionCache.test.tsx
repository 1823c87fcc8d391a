import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { render } from "@testing-library/react";
import React from "react";
import { BUILD_CSS_ATTRIBUTE } from "../../contract/theme/buildCss";
import { adoptBuildCss, createEmotionCache } from "../../src/theme/emotionCache";

/** A head as the build writes it: a plugin's style, then the page CSS, then a link. */
function writeBuildHead(ids: string) {
  document.head.innerHTML =
    '<style id="plugin">.plugin{}</style>' +
    `<style id="page-css" ${BUILD_CSS_ATTRIBUTE}="${ids}">.css-built{color:red}</style>` +
    '<link rel="canonical" href="https://example.org/">';
}

const Red = () => <p css={{ color: "red" }}>text</p>;

/** The cache as gatsby-browser.tsx starts it: the build's ids adopted. */
function startBrowserCache() {
  const cache = createEmotionCache();
  adoptBuildCss(cache, document);
  return cache;
}

const renderRed = (cache: EmotionCache) =>
  render(
    <CacheProvider value={cache}>
      <Red />
    </CacheProvider>,
  );

const headOrder = () => [...document.head.children].map((element) => element.id || element.tagName);

describe("adoptBuildCss", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("registers every id the build's CSS lists", () => {
    writeBuildHead("1abc 2def");
    const cache = startBrowserCache();
    expect(cache.inserted["1abc"]).toBe(true);
    expect(cache.inserted["2def"]).toBe(true);
  });

  it("leaves the build's <style> where it is, while the caches start and a component renders", () => {
    writeBuildHead("1abc");
    const before = headOrder();
    renderRed(startBrowserCache());
    const after = headOrder();
    // The component's rule is new, so it is added after them all; nothing before it moved.
    expect(after.slice(0, before.length)).toEqual(before);
  });

  it("does not insert a rule the build's CSS already has", () => {
    writeBuildHead("");
    const probe = createEmotionCache();
    renderRed(probe);
    // The id Emotion gives the component's style, as the build would list it.
    const id = Object.keys(probe.inserted)[0];
    document.head.innerHTML = "";

    writeBuildHead(id);
    renderRed(startBrowserCache());
    expect(document.head.querySelectorAll("style").length).toBe(2);
  });
});

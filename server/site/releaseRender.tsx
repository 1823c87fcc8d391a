/**
 * The entry of the module of server-made markup that every build writes beside its pages
 * (gatsby/renderModule/renderBundle.ts): the content views (./contentViews.tsx) with the components, React and Emotion
 * of that build, so the server renders with the live release's components, not its own checkout's,
 * and a release switch or rollback switches them too. A worker thread loads it (./renderTask.ts).
 * It holds no server code: the sanitiser of article bodies is the server's and is passed in.
 */
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import React from "react";
import { renderToString } from "react-dom/server";
import { ServerSanitizerContext } from "../../src/components/ui/ArticleContent";
import { createEmotionCache } from "../../src/theme/emotionCache";
import * as views from "./contentViews";

type Views = typeof views;
type ViewName = keyof Views;

/** A view of ./contentViews.tsx and its arguments: plain data, copied to the worker thread. */
export type ViewRequest = { [N in ViewName]: { view: N; args: Parameters<Views[N]> } }[ViewName];

/** The markup, and the Emotion rules it uses by id (the page's `<style>` takes those it lacks). */
export type RenderedView = { markup: string; rules: Array<[id: string, css: string]> };

/** Every render's Emotion cache: the build's settings, rules kept by id. */
const cache = createEmotionCache();
const { extractCriticalToChunks } = createEmotionServer(cache);

export function renderView(
  request: ViewRequest,
  { spriteUrl, sanitize }: { spriteUrl: string; sanitize: (html: string) => string },
): RenderedView {
  // The build writes this into its scripts; the components read it as a global.
  (globalThis as { __ICON_SPRITE_URL__?: string }).__ICON_SPRITE_URL__ = spriteUrl;
  const view = views[request.view] as (...args: Parameters<Views[ViewName]>) => React.ReactElement;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ServerSanitizerContext.Provider value={sanitize}>{view(...request.args)}</ServerSanitizerContext.Provider>
    </CacheProvider>,
  );
  const ids = extractCriticalToChunks(markup).styles.flatMap((style) => style.ids);
  const rules = ids.flatMap((id): Array<[string, string]> => {
    const css = cache.inserted[id];
    return typeof css === "string" ? [[id, css]] : [];
  });
  return { markup, rules };
}

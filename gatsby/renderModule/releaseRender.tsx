/**
 * The entry of the module of server-made markup that every build writes beside its pages
 * (./renderBundle.ts): the content views (./contentViews.tsx) with the components, React and Emotion
 * of that build, so the server renders with the live release's components, not its own checkout's,
 * and a release switch or rollback switches them too. A worker thread of the server loads it (server/site/renderTask.ts).
 * It holds no server code: the sanitiser of article bodies is the server's and is passed in.
 */
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import React from "react";
import { renderToString } from "react-dom/server";
import { ServerSanitizerContext } from "../../src/components/ui/ArticleContent";
import { createEmotionCache } from "../../src/theme/emotionCache";
import type { RenderView, ViewArguments, ViewName } from "../../contract/render/viewRequest";
import * as views from "./contentViews";

/** Every render's Emotion cache: the build's settings, rules kept by id. */
const cache = createEmotionCache();

/** The views by name, checked against the table the server asks by. */
const byName: { [N in ViewName]: (...args: ViewArguments[N]) => React.ReactElement } = views;
const { extractCriticalToChunks } = createEmotionServer(cache);

export const renderView: RenderView = (request, { spriteUrl, sanitize }) => {
  // The build writes this into its scripts; the components read it as a global.
  (globalThis as { __ICON_SPRITE_URL__?: string }).__ICON_SPRITE_URL__ = spriteUrl;
  const view = byName[request.view] as (...args: ViewArguments[ViewName]) => React.ReactElement;
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
};

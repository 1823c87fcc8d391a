/**
 * What the server renders into the news and videos pages: the very components and props the
 * pages render in the browser at their first render (src/pages/news/index.tsx, news/[...].tsx,
 * gallery/videos.tsx), from the same embedded data. Loaded only through contentMarkup.tsx, after
 * src/ is compiled as the build compiles it (./buildCompiled.ts).
 */
import React from "react";
import { ServerSanitizerContext } from "../../src/components/news/ArticleContent";
import NewsDetail from "../../src/components/news/NewsDetail";
import NewsList from "../../src/components/news/NewsList";
import VideosGallery from "../../src/components/videos/VideosGallery";
import type { NewsItem, NewsPage, VideoPage } from "../../src/lib/api/types";

export const articleView = (idOrSlug: string, item: NewsItem, sanitize: (html: string) => string) => (
  <ServerSanitizerContext.Provider value={sanitize}>
    <NewsDetail idOrSlug={idOrSlug} initial={item} />
  </ServerSanitizerContext.Provider>
);

export const newsPageView = (page: number, data: NewsPage) => <NewsList page={page} initial={data} />;

export const videosView = (data: VideoPage) => <VideosGallery initial={data} />;

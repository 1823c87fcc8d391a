import type { EventPage, PublicEvent } from "../lib/api/eventWire";
import type { SearchPage } from "../lib/api/search";
import type { VideoPage } from "../lib/api/types";
import type { SiteNewsItem, SiteNewsPage } from "../lib/api/siteShape";
import type { EventListQuery } from "../lib/eventFilters";
import type { PageEdition } from "./pageEdition";

/**
 * What the server asks of a release's module of server-made markup (gatsby/renderModule/releaseRender.tsx):
 * a view by name with its arguments, plain data copied to a worker thread (server/site/renderTask.ts).
 * The module's views (gatsby/renderModule/contentViews.tsx) are typed against this table, so both
 * sides change together.
 */
export type ViewArguments = {
  articleView: [edition: PageEdition, idOrSlug: string, item: SiteNewsItem];
  newsPageView: [edition: PageEdition, page: number, data: SiteNewsPage];
  videosView: [edition: PageEdition, data: VideoPage];
  searchView: [edition: PageEdition, query: string, page: number, data: SearchPage];
  eventsPageView: [edition: PageEdition, query: EventListQuery, data: EventPage];
  eventView: [edition: PageEdition, slug: string, event: PublicEvent];
};

export type ViewName = keyof ViewArguments;

export type ViewRequest = { [N in ViewName]: { view: N; args: ViewArguments[N] } }[ViewName];

/** The markup, and the Emotion rules it uses by id (the page's `<style>` takes those it lacks). */
export type RenderedView = { markup: string; rules: Array<[id: string, css: string]> };

/** The module's one export; the article sanitiser is the server's, passed in. */
export type RenderView = (
  request: ViewRequest,
  options: { spriteUrl: string; sanitize: (html: string) => string },
) => RenderedView;

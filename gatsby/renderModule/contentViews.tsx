/**
 * What the server renders into the news, events and videos pages: the very components and props the
 * pages render in the browser at their first render (src/pages/news/index.tsx, news/[...].tsx,
 * events/index.tsx, events/[...].tsx, gallery/videos.tsx, search.tsx), from the same embedded data, inside the same edition (language and
 * interface strings from the page's own page data, as wrapPageElement gives them in the browser).
 * Each build bundles them into its module of server-made markup (./renderBundle.ts, ./releaseRender.tsx).
 */
import React from "react";
import { I18nProvider } from "../../src/i18n/I18nProvider";
import NewsDetail from "../../src/components/news/NewsDetail";
import NewsList from "../../src/components/news/NewsList";
import VideosGallery from "../../src/components/videos/VideosGallery";
import SearchView from "../../src/components/search/SearchView";
import type { SearchPage } from "../../contract/lib/api/search";
import type { VideoPage } from "../../contract/lib/api/types";
import type { SiteNewsItem, SiteNewsPage } from "../../contract/lib/api/siteShape";
import EventDetail from "../../src/components/events/EventDetail";
import EventList from "../../src/components/events/EventList";
import type { EventPage, PublicEvent } from "../../contract/lib/api/eventWire";
import type { EventListQuery } from "../../contract/lib/eventFilters";
import type { PageEdition } from "../../contract/render/pageEdition";

const inEdition = (edition: PageEdition, element: React.ReactElement) => (
  <I18nProvider lang={edition.lang} messages={edition.messages}>
    {element}
  </I18nProvider>
);

export const articleView = (edition: PageEdition, idOrSlug: string, item: SiteNewsItem) =>
  inEdition(edition, <NewsDetail idOrSlug={idOrSlug} initial={item} />);

export const newsPageView = (edition: PageEdition, page: number, data: SiteNewsPage) =>
  inEdition(edition, <NewsList page={page} initial={data} />);

export const videosView = (edition: PageEdition, data: VideoPage) =>
  inEdition(edition, <VideosGallery initial={data} />);

export const searchView = (edition: PageEdition, query: string, page: number, data: SearchPage) =>
  inEdition(edition, <SearchView query={query} page={page} initial={data} />);

export const eventsPageView = (edition: PageEdition, query: EventListQuery, data: EventPage) =>
  inEdition(
    edition,
    <EventList
      query={query}
      wings={edition.eventWings}
      districts={edition.eventDistricts}
      initial={data}
    />,
  );

export const eventView = (edition: PageEdition, slug: string, event: PublicEvent) =>
  inEdition(edition, <EventDetail slug={slug} initial={event} wings={edition.eventWings} officePhone={edition.officePhone} />);

import type { PageProps } from "gatsby";
import React from "react";
import EventList from "../../components/events/EventList";
import type { EventDistrict, EventWing } from "../../components/events/EventFilters";
import Layout from "../../components/layout/Layout";
import { pageHead } from "../../components/seo/pageHead";
import { useEmbeddedData } from "../../hooks/useEmbeddedData";
import { EMBEDDED_EVENTS_PAGE, embeddedEventPage } from "../../../contract/lib/api/events";
import { eventQueryFromSearch, eventQuerySearch } from "../../../contract/lib/eventFilters";

/**
 * /events?when=&district=&wing=&kind=&page=: the static HTML is the loading state of any list. The
 * project's server writes the address's list into that HTML, as data and as markup, so the cards
 * show before any script runs and React hydrates them.
 */
export default function EventsIndexPage({
  location,
  pageContext,
}: PageProps<object, { eventWings?: EventWing[]; eventDistricts?: EventDistrict[] }>) {
  const query = eventQueryFromSearch(location.search, pageContext.eventDistricts ?? []);
  const initial = useEmbeddedData(EMBEDDED_EVENTS_PAGE, eventQuerySearch(query), (embedded) =>
    embeddedEventPage(embedded, query),
  );
  return (
    <Layout>
      <EventList
        query={query}
        wings={pageContext.eventWings ?? []}
        districts={pageContext.eventDistricts ?? []}
        initial={initial}
      />
    </Layout>
  );
}

export const Head = pageHead("events.title", "events.seoDescription");

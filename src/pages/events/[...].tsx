import type { PageProps } from "gatsby";
import type { DistrictChoice } from "../../lib/districtChoice";
import React from "react";
import EventDetail, { EventDetailLoading } from "../../components/events/EventDetail";
import type { EventWing } from "../../components/events/EventFilters";
import Layout from "../../components/layout/Layout";
import { pageHead } from "../../components/seo/pageHead";
import Container from "../../components/ui/Container";
import { useEmbeddedData } from "../../hooks/useEmbeddedData";
import { useHasMounted } from "../../hooks/useHasMounted";
import { splatOf } from "../../lib/splat";
import { EMBEDDED_EVENT, embeddedEvent } from "../../../contract/lib/api/events";
import { space } from "../../theme";

/**
 * /events/{slug}: a client-only route whose static HTML (one file for every event) is the loading
 * state. For a public event the project's server writes the event into that HTML, as data and as
 * markup, with its share card and JSON-LD; the first render here takes the same data and React
 * hydrates the same markup.
 */
export default function EventDetailPage({ params, pageContext }: PageProps<object, { eventWings?: EventWing[]; officePhone?: string; attendanceDistricts?: DistrictChoice[] }>) {
  const mounted = useHasMounted();
  const slug = splatOf(params);
  const initial = useEmbeddedData(EMBEDDED_EVENT, slug, (embedded) => embeddedEvent(embedded, slug));
  return (
    <Layout>
      {mounted || initial ? (
        <EventDetail key={slug} slug={slug} initial={initial} wings={pageContext.eventWings ?? []} officePhone={pageContext.officePhone} districts={pageContext.attendanceDistricts} />
      ) : (
        <Container css={{ paddingBlock: space(10) }}>
          <EventDetailLoading />
        </Container>
      )}
    </Layout>
  );
}

export const Head = pageHead("events.title", "events.seoEventDescription");

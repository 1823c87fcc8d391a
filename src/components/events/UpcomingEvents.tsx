import React, { Suspense, lazy } from "react";
import ChunkErrorBoundary from "../ui/ChunkErrorBoundary";

// The section, the API client and the cards come after the page's own content and are fetched
// at runtime anyway, so their code is a chunk of its own, as Home's latest news is: the page
// becomes interactive without waiting for it, and pages without events carry none of it.
const UpcomingEventsSection = lazy(() => import("./UpcomingEventsSection"));

/**
 * "Upcoming Events" on Home (the next three) and on a wing's or a district's page (its own next three), asked for
 * after the page shows. Nothing at all, not even a heading, until there is an event to show: the
 * section sits below everything else, so arriving late moves nothing a visitor is reading.
 */
export default function UpcomingEvents({ wing, district }: { wing?: string; district?: string }) {
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <UpcomingEventsSection wing={wing} district={district} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

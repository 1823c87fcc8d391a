import React, { useState } from "react";
import type { AdminEventPage } from "../../../contract/lib/api/eventWire";
import { colors } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import type { SectionProps } from "../sectionProps";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import Pager from "../ui/Pager";
import AttendanceList from "./AttendanceList";
import EventTable from "./EventTable";
import StatusFilter from "./StatusFilter";
import { eventPagePath } from "./eventPagePath";

/** The office's way in (read-only): /admin/attendance lists the events with their counts, /admin/attendance/{id} one event's list. */
export default function AttendanceSection({ subpath }: SectionProps) {
  if (/^\d+$/.test(subpath)) return <AttendanceList eventId={subpath} />;
  return <AttendanceEvents />;
}

function AttendanceEvents() {
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const { data, error } = useAdminGet<AdminEventPage>(eventPagePath(status, page));
  return (
    <>
      <PageHeader title="Event attendance" description="Who said “I will attend” on the site, event by event. Choose an event to search its list or export it." />
      <section css={panel} aria-label="Events">
        <StatusFilter
          value={status}
          statuses={["scheduled", "postponed", "cancelled"]}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading events…</p>}
        {data && data.events.length === 0 && <p role="status">No events with this status.</p>}
        {data && data.events.length > 0 && (
          <EventTable
            data={data}
            hrefOf={(event) => `/admin/attendance/${event.id}`}
            attending={(event) => <span css={{ fontWeight: event.attendingCount ? 700 : 400, color: colors.text }}>{event.attendingCount}</span>}
          />
        )}
        {data && data.totalPages > 1 && <Pager label="Event list pages" page={page} totalPages={data.totalPages} onPage={setPage} />}
      </section>
    </>
  );
}

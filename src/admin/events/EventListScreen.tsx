import { Link } from "gatsby";
import React, { useState } from "react";
import type { AdminEventPage } from "../../../contract/lib/api/eventWire";
import { colors } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import { useStaffUser } from "../session/useSession";
import { focusRing, panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import PrimaryLink from "../ui/PrimaryLink";
import Pager from "../ui/Pager";
import EventTable from "./EventTable";
import StatusFilter from "./StatusFilter";
import { eventPagePath } from "./eventPagePath";

/** /admin/events: every event, filtered by status, paged; admins reach each event's attendance list from here. */
export default function EventListScreen() {
  const { role } = useStaffUser();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const { data, error } = useAdminGet<AdminEventPage>(eventPagePath(status, page));
  // Names and mobile numbers are personal data: editors see how many, not who.
  const readsAttendance = role === "admin" || role === "office";

  return (
    <>
      <PageHeader
        title="Events"
        description="Rallies, corner meetings, conventions, press conferences and wing events. An event that has been public is never deleted: mark it postponed or cancelled and the site shows it so."
        actions={<PrimaryLink to="/admin/events/new">Add an event</PrimaryLink>}
      />
      <section css={panel} aria-label="Events">
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading events…</p>}
        {data && data.events.length === 0 && <p role="status">No events{status ? " with this status" : " yet"}.</p>}
        {data && data.events.length > 0 && (
          <EventTable
            data={data}
            hrefOf={(event) => `/admin/events/${event.id}`}
            attending={(event) =>
              readsAttendance ? (
                <Link to={`/admin/events/${event.id}/attendance`} aria-label={`${event.attendingCount} attending: the list for ${event.title}`} css={[{ color: colors.primaryText }, focusRing]}>
                  {event.attendingCount}
                </Link>
              ) : (
                event.attendingCount
              )
            }
          />
        )}
        {data && data.totalPages > 1 && <Pager label="Event list pages" page={page} totalPages={data.totalPages} onPage={setPage} />}
      </section>
    </>
  );
}

import { Link } from "gatsby";
import React from "react";
import { colors } from "../../theme";
import { useStaffUser } from "../session/useSession";
import { focusRing } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import PrimaryLink from "../ui/PrimaryLink";
import EventListPanel from "./EventListPanel";

/** /admin/events: every event, filtered by status, paged; admins reach each event's attendance list from here. */
export default function EventListScreen() {
  const { role } = useStaffUser();
  // Names and mobile numbers are personal data: editors see how many, not who.
  const readsAttendance = role === "admin" || role === "office";

  return (
    <>
      <PageHeader
        title="Events"
        description="Rallies, corner meetings, conventions, press conferences and wing events. An event that has been public is never deleted: mark it postponed or cancelled and the site shows it so."
        actions={<PrimaryLink to="/admin/events/new">Add an event</PrimaryLink>}
      />
      <EventListPanel
        emptyText={(status) => `No events${status ? " with this status" : " yet"}.`}
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
    </>
  );
}

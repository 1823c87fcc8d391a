import React from "react";
import { colors } from "../../theme";
import type { SectionProps } from "../sectionProps";
import PageHeader from "../ui/PageHeader";
import AttendanceList from "./AttendanceList";
import EventListPanel from "./EventListPanel";

/** The office's way in (read-only): /admin/attendance lists the events with their counts, /admin/attendance/{id} one event's list. */
export default function AttendanceSection({ subpath }: SectionProps) {
  if (/^\d+$/.test(subpath)) return <AttendanceList eventId={subpath} />;
  return <AttendanceEvents />;
}

function AttendanceEvents() {
  return (
    <>
      <PageHeader title="Event attendance" description="Who said “I will attend” on the site, event by event. Choose an event to search its list or export it." />
      <EventListPanel
        statuses={["scheduled", "postponed", "cancelled"]}
        emptyText={() => "No events with this status."}
        hrefOf={(event) => `/admin/attendance/${event.id}`}
        attending={(event) => <span css={{ fontWeight: event.attendingCount ? 700 : 400, color: colors.text }}>{event.attendingCount}</span>}
      />
    </>
  );
}

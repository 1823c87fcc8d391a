import React from "react";
import type { SectionProps } from "../sectionProps";
import AttendanceList from "./AttendanceList";
import EventEditor from "./EventEditor";
import EventListScreen from "./EventListScreen";

/** /admin/events (the list), /admin/events/new and /admin/events/{id} (the editor), /admin/events/{id}/attendance. */
export default function EventsSection({ subpath }: SectionProps) {
  const attendance = /^(\d+)\/attendance$/.exec(subpath);
  if (attendance) return <AttendanceList eventId={attendance[1]} />;
  // Not keyed by the path: after the first save of a new event the address becomes its id, and
  // the same editor (with its confirmation message) stays on screen.
  if (subpath) return <EventEditor id={subpath === "new" ? undefined : subpath} />;
  return <EventListScreen />;
}

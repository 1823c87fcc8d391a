import { Link } from "gatsby";
import React from "react";
import type { AdminEvent, AdminEventPage } from "../../../contract/lib/api/eventWire";
import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { colors } from "../../theme";
import { focusRing } from "../ui/consoleStyles";
import { EVENT_STATUS_LABELS, KIND_LABELS } from "./eventLabels";
import ConsoleTable from "../ui/ConsoleTable";
import { contentLanguage } from "../ui/contentLanguage";

/** When the event is, as a list shows it: "Date to be announced" for a postponement without a new date. */
export const whenOf = (event: Pick<AdminEvent, "status" | "dateToBeAnnounced" | "startsAt">) =>
  event.status === "postponed" && event.dateToBeAnnounced ? "Date to be announced" : formatPakistanTime(event.startsAt);

type EventTableProps = {
  data: AdminEventPage;
  /** Where the title leads: the editor, or the attendance list. */
  hrefOf: (event: AdminEvent) => string;
  /** The attending column's cell (a link to the list for the roles that may read it). */
  attending: (event: AdminEvent) => React.ReactNode;
};

/** A page of events: title, status, start (Pakistan time), district, kind, how many said they will attend. */
export default function EventTable({ data, hrefOf, attending }: EventTableProps) {
  return (
    <ConsoleTable
      scrollLabel="Events"
      minWidth="40rem"
      caption={`${data.total} event${data.total === 1 ? "" : "s"}, latest start first, page ${data.page} of ${data.totalPages}. Times are Pakistan time.`}
      columns={["Event", "Status", "Starts", "District", "Kind", "Attending"]}
    >
      {data.events.map((event) => (
        <tr key={event.id}>
          <td>
            <Link to={hrefOf(event)} css={[{ color: colors.primaryText, fontWeight: 600 }, focusRing]}>
              <bdi {...contentLanguage(event.lang)}>{event.title}</bdi>
            </Link>
          </td>
          <td css={{ fontWeight: event.status === "draft" ? 400 : 600 }}>{EVENT_STATUS_LABELS[event.status]}</td>
          <td css={{ whiteSpace: "nowrap" }}>
            {event.status === "postponed" && event.dateToBeAnnounced ? whenOf(event) : <time dateTime={event.startsAt}>{whenOf(event)}</time>}
          </td>
          <td>{event.district}</td>
          <td>{KIND_LABELS[event.kind]}</td>
          <td>{attending(event)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

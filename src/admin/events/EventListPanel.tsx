import React, { useState } from "react";
import type { AdminEvent, AdminEventPage } from "../../../contract/lib/api/eventWire";
import { EVENT_STATUSES, type EventStatus } from "../../../contract/validation/event";
import { space } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import { panel } from "../ui/consoleStyles";
import Pager from "../ui/Pager";
import ShowFilter from "../ui/ShowFilter";
import EventTable from "./EventTable";
import { EVENT_STATUS_LABELS } from "./eventLabels";

type EventListPanelProps = {
  /** The statuses the filter offers besides "All" (every status unless given). */
  statuses?: readonly EventStatus[];
  /** Said when a page has no events; `status` is the chosen one, "" for all. */
  emptyText: (status: string) => string;
  /** Where an event's title leads: the editor, or the attendance list. */
  hrefOf: (event: AdminEvent) => string;
  /** The attending column's cell. */
  attending: (event: AdminEvent) => React.ReactNode;
};

/** The events of the console's event screens: filtered by status, latest start first, a page at a time. */
export default function EventListPanel({ statuses = EVENT_STATUSES, emptyText, hrefOf, attending }: EventListPanelProps) {
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set("status", status);
  const { data, error } = useAdminGet<AdminEventPage>(`/events?${params}`);
  return (
    <section css={panel} aria-label="Events">
      <ShowFilter
        choices={[{ value: "", label: "All" }, ...statuses.map((choice) => ({ value: choice, label: EVENT_STATUS_LABELS[choice] }))]}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        css={{ marginBottom: space(4) }}
      />
      {error && <p role="alert">{error}</p>}
      {!data && !error && <p role="status">Loading events…</p>}
      {data && data.events.length === 0 && <p role="status">{emptyText(status)}</p>}
      {data && data.events.length > 0 && <EventTable data={data} hrefOf={hrefOf} attending={attending} />}
      {data && data.totalPages > 1 && <Pager label="Event list pages" page={page} totalPages={data.totalPages} onPage={setPage} />}
    </section>
  );
}

import React, { useState } from "react";
import type { AdminEvent, AttendancePage } from "../../../contract/lib/api/eventWire";
import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { RETENTION, periodText } from "../../../contract/lib/retention";
import { space } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import { focusRing, panel } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import ItemTitle from "../ui/ItemTitle";
import ListSearch from "../ui/ListSearch";
import PageHeader from "../ui/PageHeader";
import Pager from "../ui/Pager";
import { whenOf } from "./EventTable";
import ConsoleTable from "../ui/ConsoleTable";

/**
 * Who said they will attend an event (office and admin roles: names and mobile numbers are
 * personal data, and the server audits every read and export): the count, a search, the list
 * page by page, and the whole list as CSV.
 */
export default function AttendanceList({ eventId }: { eventId: string }) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const path = `/events/${encodeURIComponent(eventId)}`;

  // The heading names the event when this role may read it; the list does not depend on it.
  const { data: event } = useAdminGet<AdminEvent>(path);

  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set("q", search);
  const { data, error } = useAdminGet<AttendancePage>(`${path}/attendance?${params}`);

  return (
    <>
      <PageHeader
        title={event ? <ItemTitle action="Attendance" item={event} /> : "Attendance"}
        focusKey={event ? `attendance ${event.id}` : "attendance"}
        description={
          <>
            {event && `${whenOf(event)}, ${event.district}. `}
            Names and mobile numbers are personal data: use them only to organise this event. The list is deleted{" "}
            {periodText(RETENTION.attendanceDaysAfterEvent, "days")} after the event ends.
          </>
        }
        actions={
          <a href={`/api/admin${path}/attendance?format=csv`} download css={[fieldStyles.toggleLink, focusRing]}>
            Export CSV (the whole list)
          </a>
        }
      />
      <section css={panel} aria-label="People attending">
        <ListSearch
          label="Search name, mobile or district"
          name="Search the attendance list"
          maxLength={200}
          onSearch={(words) => {
            setSearch(words);
            setPage(1);
          }}
          css={{ marginBottom: space(4) }}
        />
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading the list…</p>}
        {data && (
          <p role="status" css={{ margin: `0 0 ${space(3)}`, fontWeight: 600 }}>
            {search ? `${data.total} found for “${search}”.` : `${data.total} ${data.total === 1 ? "person has" : "people have"} said they will attend.`}
          </p>
        )}
        {data && data.attendances.length > 0 && (
          <ConsoleTable
            scrollLabel="People who will attend"
            minWidth="40rem"
            caption={`Page ${data.page} of ${data.totalPages}. Times are Pakistan time.`}
            columns={["Name", "Mobile", "District", "Email", "Sent"]}
          >
            {data.attendances.map((attendance) => (
              <tr key={attendance.id}>
                <td>
                  {/* Isolated: a name in Urdu or Pashto followed by digits would otherwise read reversed in this left-to-right table. */}
                  <bdi>{attendance.name}</bdi>
                </td>
                <td dir="ltr" css={{ whiteSpace: "nowrap", textAlign: "start" }}>
                  {attendance.mobile}
                </td>
                <td>{attendance.district}</td>
                <td css={{ wordBreak: "break-word" }}>{attendance.email ?? "—"}</td>
                <td css={{ whiteSpace: "nowrap" }}>
                  <time dateTime={attendance.createdAt}>{formatPakistanTime(attendance.createdAt)}</time>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
        {data && data.totalPages > 1 && <Pager label="Attendance list pages" page={page} totalPages={data.totalPages} onPage={setPage} />}
      </section>
    </>
  );
}

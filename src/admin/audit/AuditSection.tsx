import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import React, { useState } from "react";
import { colors } from "../../theme";
import Pager from "../ui/Pager";
import { useAdminGet } from "../api/useAdminGet";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import ConsoleTable from "../ui/ConsoleTable";
import { AUDIT_ACTION_LABELS, auditDetail, type AuditEntry } from "./actions";


/** /admin/audit (admins): the append-only record of sign-ins and changes, newest first. */
export default function AuditSection() {
  const [page, setPage] = useState(1);
  const { data, error } = useAdminGet<{ entries: AuditEntry[]; totalPages: number }>(`/audit?page=${page}`);

  const totalPages = data?.totalPages ?? 1;
  return (
    <>
      <PageHeader title="Audit log" description="Every sign-in, sign-out and change made in the console. Nobody can edit or delete it." />
      <section css={panel} aria-labelledby="audit-caption">
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading the audit log…</p>}
        {data && (
          <ConsoleTable
            scrollLabel="Audit log entries"
            minWidth="44rem"
            captionId="audit-caption"
            caption={`Page ${page} of ${totalPages}, newest first`}
            columns={["When", "Who", "What", "On", "Detail"]}
            emptyRow={data.entries.length === 0 ? "No entries on this page." : undefined}
          >
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td css={{ whiteSpace: "nowrap" }}>
                  <time dateTime={entry.at}>{formatPakistanTime(entry.at, { seconds: true })}</time>
                </td>
                <td css={{ overflowWrap: "anywhere" }}>{entry.actor}</td>
                <td css={{ fontWeight: 600 }}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td css={{ overflowWrap: "anywhere" }}>{entry.target ?? ""}</td>
                <td css={{ color: colors.textMuted }}>{auditDetail(entry)}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
        <Pager label="Audit log pages" page={page} totalPages={totalPages} onPage={setPage} />
      </section>
    </>
  );
}

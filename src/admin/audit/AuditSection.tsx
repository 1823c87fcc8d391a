import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import React, { useEffect, useState } from "react";
import { colors, space } from "../../theme";
import Pager from "../ui/Pager";
import { AdminApiError, UNEXPECTED_ERROR, adminFetch } from "../api/adminFetch";
import { panel, table } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import ScrollRegion from "../ui/ScrollRegion";
import { AUDIT_ACTION_LABELS, auditDetail, type AuditEntry } from "./actions";


/** /admin/audit (admins): the append-only record of sign-ins and changes, newest first. */
export default function AuditSection() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ entries: AuditEntry[]; totalPages: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    adminFetch<{ entries: AuditEntry[]; totalPages: number }>(`/audit?page=${page}`, { signal: controller.signal }).then(setData, (caught: Error) => {
      if (caught.name !== "AbortError") setError(caught instanceof AdminApiError ? caught.message : UNEXPECTED_ERROR);
    });
    return () => controller.abort();
  }, [page]);

  const totalPages = data?.totalPages ?? 1;
  return (
    <>
      <PageHeader title="Audit log" description="Every sign-in, sign-out and change made in the console. Nobody can edit or delete it." />
      <section css={panel} aria-labelledby="audit-caption">
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading the audit log…</p>}
        {data && (
          <ScrollRegion label="Audit log entries">
            <table css={[table, { minWidth: "44rem" }]}>
              <caption id="audit-caption" css={{ textAlign: "left", color: colors.textMuted, paddingBottom: space(2), captionSide: "top" }}>
                Page {page} of {totalPages}, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">On</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.length === 0 && (
                  <tr>
                    <td colSpan={5}>No entries on this page.</td>
                  </tr>
                )}
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
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <Pager label="Audit log pages" page={page} totalPages={totalPages} onPage={setPage} />
      </section>
    </>
  );
}

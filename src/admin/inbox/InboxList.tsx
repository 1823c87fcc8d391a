import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { Link } from "gatsby";
import React, { useEffect, useState } from "react";
import { controlStyle } from "../../components/forms/fieldStyles";
import { Button } from "../../components/ui/Button";
import { colors, fontSizes, space } from "../../theme";
import Pager from "../ui/Pager";
import { PROVINCES, WING_SLUGS } from "../../../contract/validation/forms";
import { STATUS_LABELS } from "../../../contract/validation/inbox";
import { PROVINCE_LABELS, WING_LABELS } from "../../../contract/validation/labels";
import { AdminApiError, adminFetch, failureMessage } from "../api/adminFetch";
import { focusRing, panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import FilterField from "./FilterField";
import FilterSelect from "./FilterSelect";
import { type InboxItem, type InboxKind } from "./kinds";
import ConsoleTable from "../ui/ConsoleTable";

type Filter = { q: string; status: string; province: string; wing: string; from: string; to: string };
const EMPTY: Filter = { q: "", status: "", province: "", wing: "", from: "", to: "" };
type Page = { items: InboxItem[]; total: number; page: number; totalPages: number };

/** The filter as a query string: only what is set (the same for the list and the export). */
function queryOf(kind: InboxKind, filter: Filter, page?: number): string {
  const params = new URLSearchParams();
  const keys: Array<keyof Filter> = kind.path === "applications" ? ["q", "status", "province", "wing", "from", "to"] : ["q", "status"];
  for (const key of keys) if (filter[key].trim()) params.set(key, filter[key].trim());
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const filterGrid = { display: "grid", gap: space(3), gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", alignItems: "end" } as const;

/** One inbox's list: search, filters, 20 a page newest first, export of what the filter shows. */
export default function InboxList({ kind }: { kind: InboxKind }) {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    adminFetch<Page>(`/${kind.path}${queryOf(kind, filter, page)}`, { signal: controller.signal }).then(
      (result) => {
        setData(result);
        setErrors({});
      },
      (caught: Error) => {
        if (caught.name === "AbortError") return;
        setError(failureMessage(caught));
        if (caught instanceof AdminApiError) setErrors(caught.errors);
      },
    );
    return () => controller.abort();
  }, [kind, filter, page]);

  const set = (key: keyof Filter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [key]: event.target.value });
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilter(draft);
  };
  const id = (name: string) => `${kind.path}-filter-${name}`;
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});
  const totalPages = data?.totalPages ?? 1;

  return (
    <>
      <PageHeader
        title={kind.title}
        description={kind.description}
        actions={
          <a href={`/api/admin/${kind.path}.csv${queryOf(kind, filter)}`} download css={[focusRing, { fontWeight: 700, color: colors.primaryText }]}>
            Export {data ? `${data.total} ` : ""}as CSV (what the filter shows)
          </a>
        }
      />
      <form role="search" aria-label={`Search ${kind.title.toLowerCase()}`} onSubmit={apply} css={[panel, { marginBottom: space(5) }]}>
        <div css={filterGrid}>
          <FilterField id={id("q")} label="Search" error={errors.q}>
            <input id={id("q")} type="search" value={draft.q} onChange={set("q")} placeholder={kind.searchHint} maxLength={200} css={controlStyle} {...described("q")} />
          </FilterField>
          <FilterSelect id={id("status")} label="Status" anyLabel="Any status" value={draft.status} onChange={set("status")} values={kind.statuses} labels={STATUS_LABELS} />
          {kind.path === "applications" && (
            <>
              <FilterSelect id={id("province")} label="Province" anyLabel="Any province" value={draft.province} onChange={set("province")} values={PROVINCES} labels={PROVINCE_LABELS} />
              <FilterSelect id={id("wing")} label="Wing" anyLabel="Any wing" value={draft.wing} onChange={set("wing")} values={WING_SLUGS} labels={WING_LABELS} />
              <FilterField id={id("from")} label="Received from" error={errors.from}>
                <input id={id("from")} type="date" value={draft.from} onChange={set("from")} css={controlStyle} {...described("from")} />
              </FilterField>
              <FilterField id={id("to")} label="Received until" error={errors.to}>
                <input id={id("to")} type="date" value={draft.to} onChange={set("to")} css={controlStyle} {...described("to")} />
              </FilterField>
            </>
          )}
          <div css={{ display: "flex", gap: space(2) }}>
            <Button type="submit">Search</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(EMPTY);
                setFilter(EMPTY);
                setPage(1);
              }}
            >
              Clear
            </Button>
          </div>
        </div>
      </form>

      <section css={panel} aria-labelledby={`${kind.path}-caption`}>
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading…</p>}
        {data && (
          <ConsoleTable
            scrollLabel={kind.title}
            minWidth="40rem"
            captionId={`${kind.path}-caption`}
            caption={`${data.total} ${kind.noun}${data.total === 1 ? "" : "s"} found · page ${page} of ${totalPages}, newest first`}
            columns={["Received", "From", kind.path === "contacts" ? "Subject" : "Province and wing", "Status"]}
            emptyRow={data.items.length === 0 ? "Nothing matches." : undefined}
          >
            {data.items.map((item) => (
              <tr key={item.id}>
                <td css={{ whiteSpace: "nowrap" }}>
                  <time dateTime={item.receivedAt}>{formatPakistanTime(item.receivedAt)}</time>
                </td>
                <td>
                  <Link to={`/admin/${kind.path}/${item.id}`} css={[focusRing, { fontWeight: 700, color: colors.primaryText }]}>
                    {kind.who(item)}
                  </Link>
                  <span css={{ display: "block", color: colors.textMuted, fontSize: fontSizes.sm, wordBreak: "break-word" }}>{kind.reach(item)}</span>
                </td>
                <td>{kind.about(item)}</td>
                <td css={{ fontWeight: item.status === "new" ? 700 : 400 }}>{STATUS_LABELS[item.status as keyof typeof STATUS_LABELS] ?? item.status}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
        <Pager label={`${kind.title} pages`} page={page} totalPages={totalPages} onPage={setPage} />
      </section>
    </>
  );
}

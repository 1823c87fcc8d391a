import { Link } from "gatsby";
import React, { useState } from "react";
import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { colors, space } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import { focusRing, panel } from "../ui/consoleStyles";
import { contentLanguage } from "../ui/contentLanguage";
import ListSearch from "../ui/ListSearch";
import PageHeader from "../ui/PageHeader";
import PrimaryLink from "../ui/PrimaryLink";
import Pager from "../ui/Pager";
import SearchMissesPanel from "./SearchMissesPanel";
import type { AdminNewsPage } from "./types";
import ConsoleTable from "../ui/ConsoleTable";
import ShowFilter from "../ui/ShowFilter";

const FILTERS = [
  { value: "", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
] as const;

export const STATE_LABELS = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;

/** Every article, newest first: filter by state, search titles, 20 a page; below, the site searches that found nothing. */
export default function NewsListScreen() {
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);

  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set("status", status);
  if (search) params.set("q", search);
  const { data, error } = useAdminGet<AdminNewsPage>(`/news?${params}`);

  return (
    <>
      <PageHeader
        title="News"
        description="Drafts, scheduled and published articles, newest first. Times are Pakistan time."
        actions={<PrimaryLink to="/admin/news/new">Write an article</PrimaryLink>}
      />
      <section css={panel} aria-label="Articles">
        <div css={{ display: "flex", flexWrap: "wrap", gap: space(4), alignItems: "flex-end", marginBottom: space(4) }}>
          <ShowFilter
            choices={FILTERS}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <ListSearch
            label="Search titles"
            onSearch={(words) => {
              setSearch(words);
              setPage(1);
            }}
          />
        </div>
        {error && <p role="alert">{error}</p>}
        {!data && !error && <p role="status">Loading articles…</p>}
        {data && data.news.length === 0 && <p role="status">No articles{search ? ` with “${search}” in the title` : ""}.</p>}
        {data && data.news.length > 0 && (
          <ConsoleTable
            scrollLabel="Articles"
            caption={`${data.total} article${data.total === 1 ? "" : "s"}, page ${page} of ${data.totalPages}`}
            columns={["Title", "State", "Publish time", "Category"]}
          >
            {data.news.map((item) => (
              <tr key={item._id}>
                <td>
                  <Link to={`/admin/news/${item._id}`} css={[{ color: colors.primaryText, fontWeight: 600 }, focusRing]}>
                    <bdi {...contentLanguage(item.lang)}>{item.title}</bdi>
                  </Link>
                </td>
                <td>{STATE_LABELS[item.state]}</td>
                <td css={{ whiteSpace: "nowrap" }}>{item.state === "draft" ? "—" : formatPakistanTime(item.publishedAt)}</td>
                <td>{item.category.name}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
        {data && data.totalPages > 1 && <Pager label="Article list pages" page={page} totalPages={data.totalPages} onPage={setPage} />}
      </section>
      <SearchMissesPanel />
    </>
  );
}

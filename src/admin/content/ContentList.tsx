/**
 * /admin/content: every content file, grouped as the site is (pages and site-wide files, then each
 * entry kind of the registry), each with who changed it last and when; a "New ..." link per entry kind.
 */
import { Link } from "gatsby";
import React from "react";
import type { ContentFileSummary } from "../../../contract/content/api";
import { ENTRY_KINDS, entryKind, isEntryKind, type EntryKind } from "../../../contract/content/kinds";
import { colors, fontSizes, space } from "../../theme";
import { useAdminLoad } from "../api/useAdminGet";
import { focusRing, panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import PrimaryLink from "../ui/PrimaryLink";
import ConsoleTable from "../ui/ConsoleTable";
import { contentApi, contentRoutes } from "./contentApi";
import { formatPakistanTime } from "../../../contract/lib/pakistanTime";

export const listMessages = {
  title: "Content",
  description: "Every text and picture of the public site outside the news. Saving a file publishes it: the site is rebuilt in about a minute.",
  loading: "Loading the content files…",
  pages: "Pages and site details",
  columns: { file: "File", changed: "Last change (when, by whom)" },
  never: "Not committed yet",
};

type Group = { id: "pages" | EntryKind; title: string; files: ContentFileSummary[] };

function groupsOf(files: readonly ContentFileSummary[]): Group[] {
  return [
    { id: "pages" as const, title: listMessages.pages, files: files.filter((file) => !isEntryKind(file.kind)) },
    ...ENTRY_KINDS.map((kind) => ({ id: kind, title: entryKind(kind).plural, files: files.filter((file) => file.kind === kind) })),
  ].filter((group) => group.files.length > 0);
}

export default function ContentList() {
  const { data, error } = useAdminLoad(contentApi.list);
  const files = data?.files;

  return (
    <>
      <PageHeader
        title={listMessages.title}
        description={listMessages.description}
        actions={
          <div css={{ display: "flex", flexWrap: "wrap", gap: space(2) }}>
            {ENTRY_KINDS.map((kind) => (
              <PrimaryLink key={kind} to={contentRoutes.create(kind)}>
                {entryKind(kind).newEntry.title}
              </PrimaryLink>
            ))}
          </div>
        }
      />
      {error && <p role="alert">{error}</p>}
      {!files && !error && <p role="status">{listMessages.loading}</p>}
      <div css={{ display: "grid", gap: space(6) }}>
        {files &&
          groupsOf(files).map((group) => (
            <section key={group.id} css={panel} aria-labelledby={`content-group-${group.id}`}>
              <h2 id={`content-group-${group.id}`} css={{ margin: `0 0 ${space(3)}`, fontSize: fontSizes.md }}>
                {group.title}
              </h2>
              <ConsoleTable
                scrollLabel={group.title}
                alignStart
                columns={[listMessages.columns.file, listMessages.columns.changed]}
              >
                {group.files.map((file) => (
                  <tr key={file.path}>
                    <td>
                      <Link to={contentRoutes.edit(file.path)} css={[focusRing, { color: colors.primaryText, fontWeight: 600 }]}>
                        {file.title}
                      </Link>
                      <span css={{ display: "block", fontSize: fontSizes.sm, color: colors.textMuted }}>
                        {file.path}
                      </span>
                    </td>
                    <td>
                      {file.updatedAt ? <time dateTime={file.updatedAt} css={{ whiteSpace: "nowrap" }}>{formatPakistanTime(file.updatedAt)}</time> : listMessages.never}
                      {file.updatedBy && <span css={{ display: "block", fontSize: fontSizes.sm, color: colors.textMuted, overflowWrap: "anywhere" }}>{file.updatedBy}</span>}
                    </td>
                  </tr>
                ))}
              </ConsoleTable>
            </section>
          ))}
      </div>
    </>
  );
}

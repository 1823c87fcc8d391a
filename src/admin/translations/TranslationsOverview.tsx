/**
 * /admin/translations: every content file and interface-strings area in each language, with how
 * many texts are missing, whether a native speaker reviewed it, and how many texts are outdated
 * (their English changed after they were translated). Filters by language, kind and what needs work.
 */
import { Link } from "gatsby";
import React, { useId, useMemo, useState } from "react";
import { labelStyle } from "../../components/forms/fieldStyles";
import { TRANSLATED_LANGS, type TranslationSummary } from "../../../contract/content/translationsApi";
import { colors, fontSizes, space } from "../../theme";
import { useAdminLoad } from "../api/useAdminGet";
import { formatPakistanTime } from "../../../contract/lib/pakistanTime";
import { focusRing, panel } from "../ui/consoleStyles";
import { fieldStyles } from "../ui/formBits";
import PageHeader from "../ui/PageHeader";
import ConsoleTable from "../ui/ConsoleTable";
import { LANGUAGE_NAMES, translationRoutes, translationsApi } from "./translationsClient";

export const overviewMessages = {
  title: "Translations",
  description:
    "The Urdu and Pashto editions, file by file: what is not translated yet, what waits for a native speaker's review, and what is outdated because its English changed after it was translated. Open a file to translate it beside the English text.",
  loading: "Loading the translations…",
  filters: { lang: "Language", group: "Kind", show: "Show" },
  allLangs: "All languages",
  groups: { all: "Content and interface strings", content: "Content (pages, leaders, wings)", strings: "Interface strings" },
  show: { work: "Files that need work", all: "All files", missing: "With missing texts", review: "Waiting for review", outdated: "With outdated texts" },
  shown: (files: number, missing: number, review: number, outdated: number) =>
    `${files === 1 ? "1 file" : `${files} files`}: ${missing === 1 ? "1 text" : `${missing} texts`} missing, ${review === 1 ? "1 file waits" : `${review} files wait`} for review, ${outdated === 1 ? "1 text" : `${outdated} texts`} outdated.`,
  none: "No file matches these filters.",
  tableLabel: "Translation files",
  columns: { file: "File", lang: "Language", missing: "Missing", review: "Review", outdated: "Outdated", changed: "Last change" },
  noFile: (texts: number) => `Not started (${texts} texts)`,
  missing: (missing: number, texts: number) => (missing === 0 ? "None" : `${missing} of ${texts}`),
  review: { "needs-review": "Needs review", reviewed: "Reviewed" },
  never: "Never",
};

type Show = keyof typeof overviewMessages.show;

const needsReview = (file: TranslationSummary) => file.status === "needs-review";
const matches = (show: Show, file: TranslationSummary) =>
  show === "all" ||
  (show === "missing" && file.missing > 0) ||
  (show === "review" && needsReview(file)) ||
  (show === "outdated" && file.outdated > 0) ||
  (show === "work" && (file.missing > 0 || file.outdated > 0 || needsReview(file)));

const muted = { display: "block", fontSize: fontSizes.sm, color: colors.textMuted } as const;

export default function TranslationsOverview() {
  const { data, error } = useAdminLoad(translationsApi.overview);
  const files = data?.files;
  const [lang, setLang] = useState("all");
  const [group, setGroup] = useState("all");
  const [show, setShow] = useState<Show>("work");
  const id = useId();

  const shown = useMemo(
    () => (files ?? []).filter((file) => (lang === "all" || file.lang === lang) && (group === "all" || file.group === group) && matches(show, file)),
    [files, lang, group, show],
  );

  const select = (label: string, value: string, onChange: (value: string) => void, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${label}`} css={labelStyle}>
        {label}
      </label>
      <select id={`${id}-${label}`} value={value} onChange={(event) => onChange(event.target.value)} css={[fieldStyles.input, focusRing]}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <PageHeader title={overviewMessages.title} description={overviewMessages.description} />
      {error && <p role="alert">{error}</p>}
      {!files && !error && <p role="status">{overviewMessages.loading}</p>}
      {files && (
        <div css={panel}>
          <div css={{ display: "flex", flexWrap: "wrap", gap: space(4), marginBottom: space(4) }}>
            {select(overviewMessages.filters.lang, lang, setLang, [["all", overviewMessages.allLangs], ...TRANSLATED_LANGS.map((l): [string, string] => [l, LANGUAGE_NAMES[l] ?? l])])}
            {select(overviewMessages.filters.group, group, setGroup, Object.entries(overviewMessages.groups))}
            {select(overviewMessages.filters.show, show, (value) => setShow(value as Show), Object.entries(overviewMessages.show))}
          </div>
          <p role="status" css={{ margin: `0 0 ${space(3)}`, color: colors.textMuted }}>
            {shown.length === 0
              ? overviewMessages.none
              : overviewMessages.shown(
                  shown.length,
                  shown.reduce((sum, file) => sum + file.missing, 0),
                  shown.filter(needsReview).length,
                  shown.reduce((sum, file) => sum + file.outdated, 0),
                )}
          </p>
          {shown.length > 0 && (
            <ConsoleTable scrollLabel={overviewMessages.tableLabel} alignStart columns={Object.values(overviewMessages.columns)}>
              {shown.map((file) => (
                <tr key={file.path}>
                  <td>
                    <Link to={translationRoutes.edit(file.path)} css={[focusRing, { color: colors.primaryText, fontWeight: 600 }]}>
                      {file.title}
                    </Link>
                    <span css={muted}>{file.path}</span>
                  </td>
                  <td>{LANGUAGE_NAMES[file.lang] ?? file.lang}</td>
                  <td>{file.exists ? overviewMessages.missing(file.missing, file.texts) : overviewMessages.noFile(file.texts)}</td>
                  <td css={{ fontWeight: needsReview(file) ? 600 : undefined }}>{file.status ? overviewMessages.review[file.status] : "—"}</td>
                  <td css={{ fontWeight: file.outdated ? 600 : undefined, color: file.outdated ? colors.danger : undefined }}>{file.outdated}</td>
                  <td>
                    {file.updatedAt ? <time dateTime={file.updatedAt} css={{ whiteSpace: "nowrap" }}>{formatPakistanTime(file.updatedAt)}</time> : overviewMessages.never}
                    {file.updatedBy && <span css={[muted, { overflowWrap: "anywhere" }]}>{file.updatedBy}</span>}
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </div>
      )}
    </>
  );
}

import { css } from "@emotion/react";
import React, { useId } from "react";
import { colors, fontSizes, radii, space } from "../../theme";
import type { ElectionResult } from "./electionSeries";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits, useFormatNumber } from "../../i18n/useFormatNumber";

const scroller = css({
  // Positioned, so the screen-reader-only text inside stays inside the scroll area.
  position: "relative",
  overflowX: "auto",
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  background: colors.surface,
  "&:focus-visible": { outlineOffset: "3px" },
});
const table = css({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: fontSizes.base,
  "& caption": {
    textAlign: "start",
    fontWeight: 700,
    padding: `${space(4)} ${space(4)} ${space(2)}`,
  },
  "& th, & td": {
    padding: `${space(3)} ${space(4)}`,
    textAlign: "start",
    borderTop: `1px solid ${colors.border}`,
  },
  "& thead th": {
    fontSize: fontSizes.xs,
    textTransform: "uppercase",
    letterSpacing: ".05em",
    color: colors.textMuted,
    whiteSpace: "nowrap",
  },
  "& td.num": { textAlign: "end", fontVariantNumeric: "tabular-nums", fontWeight: 700 },
  "& th.num": { textAlign: "end" },
  "& tbody th": { fontWeight: 800, fontSize: fontSizes.base },
  "& td": { whiteSpace: "nowrap" },
});

/** The columns of seats and vote share, right-aligned as numbers. */
const NUMBER_COLUMNS = ["history.colNational", "history.colProvincial", "history.colSenate", "history.colVote"] as const;

/**
 * The electoral performance table. Where no vote share is published the cell shows a dash,
 * which screen readers announce as "Not available".
 */
export default function ElectionTable({
  results,
  caption,
}: {
  results: readonly ElectionResult[];
  caption: string;
}) {
  const digits = useEditionDigits();
  const id = useId();
  const t = useT();
  const en = useEnglishMark();
  const formatNumber = useFormatNumber();
  return (
    // A focusable, labelled scroll region, so keyboard users can scroll the table on narrow screens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section css={scroller} aria-labelledby={id} tabIndex={0}>
      <table css={table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("history.colYear")}</th>
            {NUMBER_COLUMNS.map((key) => (
              <th key={key} scope="col" className="num">
                {t(key)}
              </th>
            ))}
            <th scope="col">{t("history.colContestedAs")}</th>
            <th scope="col">{t("history.colNotes")}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.year}>
              <th scope="row">{digits(r.year)}</th>
              <td className="num">{formatNumber(r.national)}</td>
              <td className="num">{formatNumber(r.provincial)}</td>
              <td className="num">{formatNumber(r.senate)}</td>
              <td className="num">
                {r.vote != null ? (
                  digits(r.vote)
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span css={visuallyHidden}>{t("history.notAvailable")}</span>
                  </>
                )}
              </td>
              <td {...en(r.party)}>{r.party}</td>
              <td {...en(r.outcome)}>{r.outcome ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

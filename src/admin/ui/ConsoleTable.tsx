import { css, type Interpolation, type Theme } from "@emotion/react";
import React from "react";
import { colors, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { table } from "./consoleStyles";
import ScrollRegion from "./ScrollRegion";

/** A column's heading: its text, or its text with the heading cell's own style or the text read only to screen readers. */
export type ColumnHeading = string | { label: string; css?: Interpolation<Theme>; labelHidden?: boolean };

type ConsoleTableProps = {
  /** Names the sideways scroller the table sits in; a table narrow enough never to scroll has none. */
  scrollLabel?: string;
  columns: readonly ColumnHeading[];
  caption?: React.ReactNode;
  captionId?: string;
  /** Under this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
  /** Cells start where the text starts (lists of files whose titles may be right-to-left). */
  alignStart?: boolean;
  /** The one row shown instead of rows when there are none. */
  emptyRow?: string;
  children: React.ReactNode;
};

const captionStyle = css({ textAlign: "start", color: colors.textMuted, paddingBottom: space(2), captionSide: "top" });
const alignStartStyle = css({ "th, td": { textAlign: "start" } });

/** The console's table: caption, one heading a column, the rows; in a named scroller when it can be wider than the screen. */
export default function ConsoleTable({ scrollLabel, columns, caption, captionId, minWidth, alignStart, emptyRow, children }: ConsoleTableProps) {
  const tableElement = (
    <table css={[table, minWidth && { minWidth }, alignStart && alignStartStyle]}>
      {caption !== undefined && (
        <caption id={captionId} css={captionStyle}>
          {caption}
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => {
            const heading = typeof column === "string" ? { label: column } : column;
            return (
              <th key={heading.label} scope="col" css={heading.css}>
                {heading.labelHidden ? <span css={visuallyHidden}>{heading.label}</span> : heading.label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {emptyRow !== undefined && (
          <tr>
            <td colSpan={columns.length}>{emptyRow}</td>
          </tr>
        )}
        {children}
      </tbody>
    </table>
  );
  return scrollLabel === undefined ? tableElement : <ScrollRegion label={scrollLabel}>{tableElement}</ScrollRegion>;
}

import { css } from "@emotion/react";
import React, { useId } from "react";
import { colors, fontSizes, space } from "../../theme";
import { ASSEMBLIES, axisMax, describeResults, type ElectionResult } from "./electionSeries";
import { useT } from "../../i18n/I18nProvider";
import { useEditionDigits, useFormatNumber } from "../../i18n/useFormatNumber";

// Narrow canvas, so labels stay readable when the chart shrinks to a phone's width.
const WIDTH = 360;
const HEIGHT = 250;
const PAD = { top: 26, right: 4, bottom: 36, left: 26 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** Fill and outline per assembly: red, black (white in dark mode), and red outline, so no two rely on hue alone. */
const SERIES_STYLE: Record<(typeof ASSEMBLIES)[number]["key"], { fill: string; stroke: string }> = {
  national: { fill: colors.primary, stroke: colors.primary },
  provincial: { fill: colors.accent, stroke: colors.accent },
  senate: { fill: colors.primarySoft, stroke: colors.primaryText },
};

const figure = css({ margin: "0 auto", maxWidth: 640 });
const svgStyle = css({ display: "block", width: "100%", height: "auto", overflow: "visible" });
const caption = css({ fontWeight: 700, marginBottom: space(3) });
const legend = css({
  listStyle: "none",
  padding: 0,
  margin: `${space(3)} 0 0`,
  display: "flex",
  flexWrap: "wrap",
  gap: `${space(2)} ${space(5)}`,
  fontSize: fontSizes.sm,
});
const swatch = css({
  display: "inline-block",
  width: 14,
  height: 14,
  borderRadius: 3,
  marginInlineEnd: space(2),
  verticalAlign: "-2px",
  borderWidth: 2,
  borderStyle: "solid",
});

/**
 * Seats by year and assembly as grouped bars, drawn as plain SVG (no chart library). The SVG is
 * one image with a title and a sentence per election; the table beside it carries the same data.
 */
export default function ElectionChart({
  results,
  title,
}: {
  results: readonly ElectionResult[];
  title: string;
}) {
  const digits = useEditionDigits();
  const id = useId();
  const t = useT();
  const formatNumber = useFormatNumber();
  const max = axisMax(results);
  const ticks = Array.from({ length: max / 2 + 1 }, (_, i) => i * 2);
  const y = (v: number) => PAD.top + PLOT_H - (v / max) * PLOT_H;
  const groupW = PLOT_W / results.length;
  const barW = Math.min(24, (groupW - 14) / ASSEMBLIES.length);

  return (
    <figure css={figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} css={caption}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        css={svgStyle}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{describeResults(results, t, formatNumber)}</desc>
        {/* Drawn left to right in every edition: right to left, SVG would anchor the axis labels' "end" on their left. */}
        <g aria-hidden="true" fontSize="13" fill={colors.textMuted} direction="ltr">
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(t)}
                y2={y(t)}
                stroke={colors.border}
                strokeDasharray={t === 0 ? undefined : "3 4"}
              />
              <text x={PAD.left - 8} y={y(t)} dy="4" textAnchor="end">
                {formatNumber(t)}
              </text>
            </g>
          ))}
          {results.map((r, gi) => {
            const groupX = PAD.left + gi * groupW;
            const startX =
              groupX + (groupW - barW * ASSEMBLIES.length - 4 * (ASSEMBLIES.length - 1)) / 2;
            return (
              <g key={r.year}>
                {ASSEMBLIES.map((a, ai) => {
                  const value = r[a.key];
                  const x = startX + ai * (barW + 4);
                  const style = SERIES_STYLE[a.key];
                  return (
                    <g key={a.key}>
                      {value > 0 && (
                        <rect
                          x={x}
                          y={y(value)}
                          width={barW}
                          height={y(0) - y(value)}
                          rx="3"
                          fill={style.fill}
                          stroke={style.stroke}
                          strokeWidth="2"
                        />
                      )}
                      <text
                        x={x + barW / 2}
                        y={y(value) - 6}
                        textAnchor="middle"
                        fontWeight="700"
                        fill={colors.text}
                      >
                        {formatNumber(value)}
                      </text>
                    </g>
                  );
                })}
                <text
                  x={groupX + groupW / 2}
                  y={HEIGHT - 12}
                  textAnchor="middle"
                  fontWeight="700"
                  fontSize="15"
                  fill={colors.text}
                >
                  {digits(r.year)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <ul css={legend} aria-hidden="true">
        {ASSEMBLIES.map((a) => (
          <li key={a.key}>
            <span
              css={swatch}
              style={{
                background: SERIES_STYLE[a.key].fill,
                borderColor: SERIES_STYLE[a.key].stroke,
              }}
            />
            {t(a.label)}
          </li>
        ))}
      </ul>
    </figure>
  );
}

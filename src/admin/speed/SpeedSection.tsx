import React from "react";
import { VITAL_NAMES, type VitalName } from "../../../contract/lib/vitals/vitals";
import { colors, space } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import { panel } from "../ui/consoleStyles";
import PageHeader from "../ui/PageHeader";
import ConsoleTable from "../ui/ConsoleTable";
import { LANGUAGE_OPTIONS } from "../ui/languageOptions";
import {
  METRIC_LABELS,
  RATING_LABELS,
  percentileRating,
  percentileText,
  thresholdText,
  type Percentile,
} from "./speedFormat";

type SpeedReport = {
  from: string;
  days: number;
  overall: Percentile[];
  routes: (Percentile & { route: string; edition: string })[];
  trend: (Percentile & { day: string })[];
  attribution: { route: string; metric: "INP" | "LCP"; detail: string; count: number }[];
};

const RATING_COLOURS = {
  good: colors.success,
  "needs-improvement": colors.text,
  poor: colors.danger,
} as const;

/** A percentile and its rating in words (the colour only repeats what the words say). */
function PercentileCell({ percentile }: { percentile?: Percentile }) {
  if (!percentile) return <td css={{ color: colors.textMuted }}>No data</td>;
  const rating = percentileRating(percentile);
  return (
    <td>
      <span css={{ fontWeight: 600 }}>{percentileText(percentile)}</span>
      {rating && (
        <span css={{ display: "block", color: RATING_COLOURS[rating] }}>
          {RATING_LABELS[rating]}
        </span>
      )}
    </td>
  );
}

/** Rows keyed by something (a route and edition, a day), with one percentile per metric. */
function groupBy<Row extends Percentile>(
  rows: Row[],
  key: (row: Row) => string,
): [string, Partial<Record<VitalName, Row>>][] {
  const groups = new Map<string, Partial<Record<VitalName, Row>>>();
  for (const row of rows) groups.set(key(row), { ...groups.get(key(row)), [row.metric]: row });
  return [...groups.entries()];
}

const editionName = (edition: string) =>
  LANGUAGE_OPTIONS.find((option) => option.value === edition)?.label ?? edition;

type MetricRow = {
  key: string;
  heading: React.ReactNode;
  cells?: React.ReactNode;
  metrics: Partial<Record<VitalName, Percentile>>;
};

/** A panel with one row per thing (a route and edition, a day) and one percentile per metric. */
function MetricTable({
  id,
  title,
  intro,
  columns,
  minWidth,
  rows,
}: {
  id: string;
  title: string;
  intro?: string;
  columns: string[];
  minWidth: string;
  rows: MetricRow[];
}) {
  return (
    <section css={[panel, { marginTop: space(6) }]} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p css={{ color: colors.textMuted }}>{intro}</p>}
      <ConsoleTable scrollLabel={title} minWidth={minWidth} columns={[...columns, ...VITAL_NAMES]}>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" css={{ overflowWrap: "anywhere" }}>
              {row.heading}
            </th>
            {row.cells}
            {VITAL_NAMES.map((metric) => (
              <PercentileCell key={metric} percentile={row.metrics[metric]} />
            ))}
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}

/**
 * /admin/speed (editors): how fast the site is for its readers, from their own phones: the 75th
 * percentile of each Core Web Vital against its threshold, over all pages, per route and edition, per
 * day over the last 28 days, and what the slow parts were. From the counts POST /api/vitals keeps.
 */
export default function SpeedSection() {
  const { data, error } = useAdminGet<SpeedReport>("/vitals");
  return (
    <>
      <PageHeader
        title="Speed"
        description="How fast the site is on readers' own phones: the time three readers in four got or better, against the Core Web Vitals thresholds, over the last 28 days."
      />
      {error && <p role="alert">{error}</p>}
      {!data && !error && <p role="status">Loading the measurements…</p>}
      {data && data.overall.length === 0 && (
        <section css={panel}>
          <p>No measurements yet. Readers&apos; browsers send them when they leave a page.</p>
        </section>
      )}
      {data && data.overall.length > 0 && (
        <>
          <section css={panel} aria-labelledby="speed-overall">
            <h2 id="speed-overall">All pages</h2>
            <ConsoleTable scrollLabel="All pages" columns={["Measure", "75th percentile", "Threshold", "Page views"]}>
              {VITAL_NAMES.map((metric) => {
                const percentile = data.overall.find((row) => row.metric === metric);
                return (
                  <tr key={metric}>
                    <th scope="row">{METRIC_LABELS[metric]}</th>
                    <PercentileCell percentile={percentile} />
                    <td>{thresholdText(metric)}</td>
                    <td>{percentile?.count ?? 0}</td>
                  </tr>
                );
              })}
            </ConsoleTable>
          </section>

          <MetricTable
            id="speed-routes"
            title="By page and edition"
            columns={["Page", "Edition"]}
            minWidth="40rem"
            rows={groupBy(data.routes, (row) => `${row.route} ${row.edition}`).map(
              ([key, metrics]) => {
                const first = Object.values(metrics)[0]!;
                return {
                  key,
                  heading: <code>{first.route}</code>,
                  cells: <td>{editionName(first.edition)}</td>,
                  metrics,
                };
              },
            )}
          />

          <MetricTable
            id="speed-trend"
            title="Day by day"
            intro={`All pages, from ${data.from}; days without measurements are left out.`}
            columns={["Day"]}
            minWidth="36rem"
            rows={groupBy(data.trend, (row) => row.day).map(([day, metrics]) => ({
              key: day,
              heading: <time dateTime={day}>{day}</time>,
              metrics,
            }))}
          />

          {data.attribution.length > 0 && (
            <section css={[panel, { marginTop: space(6) }]} aria-labelledby="speed-parts">
              <h2 id="speed-parts">What was slow</h2>
              <p css={{ color: colors.textMuted }}>
                INP: the element readers tapped or typed in when the page answered slowest. LCP:
                what the largest part painted was.
              </p>
              <ConsoleTable scrollLabel="What was slow" columns={["Page", "Measure", "Element", "Page views"]}>
                {data.attribution.map((row) => (
                  <tr key={`${row.route} ${row.metric} ${row.detail}`}>
                    <td>
                      <code>{row.route}</code>
                    </td>
                    <td>{row.metric}</td>
                    <td css={{ overflowWrap: "anywhere" }}>
                      <code>{row.detail}</code>
                    </td>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </ConsoleTable>
            </section>
          )}
        </>
      )}
    </>
  );
}

/** One row of the electoral performance table (data/history.json elections.results). */
export interface ElectionResult {
  readonly year: string;
  readonly party: string;
  readonly national: number;
  readonly provincial: number;
  readonly senate: number;
  readonly vote?: string | null;
  readonly outcome?: string | null;
}

/** The three assemblies, in the order of the table's columns and the chart's bars. */
export const ASSEMBLIES = [
  { key: "national", label: "history.assemblyNational" },
  { key: "provincial", label: "history.assemblyProvincial" },
  { key: "senate", label: "history.assemblySenate" },
] as const;

/** Top of the value axis: the largest seat count rounded up to an even number (at least 2). */
export function axisMax(results: readonly ElectionResult[]): number {
  const max = Math.max(0, ...results.flatMap((r) => ASSEMBLIES.map((a) => r[a.key])));
  return Math.max(2, Math.ceil(max / 2) * 2);
}

/**
 * A sentence per election, the chart's text alternative: "2002: National Assembly 2, ...", from the
 * interface string history.chartResult (`t` is useT's function).
 */
export function describeResults(
  results: readonly ElectionResult[],
  t: (key: string, vars: Record<string, string | number>) => string,
  formatNumber: (value: number) => string = String,
): string {
  return results
    .map((r) =>
      t("history.chartResult", {
        year: formatNumber(Number(r.year)),
        national: formatNumber(r.national),
        provincial: formatNumber(r.provincial),
        senate: formatNumber(r.senate),
      }),
    )
    .join(" ");
}

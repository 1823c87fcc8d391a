import React from "react";
import { space } from "../../theme";
import { useAdminGet } from "../api/useAdminGet";
import { panel } from "../ui/consoleStyles";
import ConsoleTable from "../ui/ConsoleTable";

type Misses = { misses: { query: string; count: number }[]; days: number };

/**
 * What visitors searched the site for and did not find, most frequent first: counts only, so editors
 * learn what people look for (GET /api/admin/search/misses; the words as they were matched).
 */
export default function SearchMissesPanel() {
  const { data, error } = useAdminGet<Misses>("/search/misses");

  return (
    <section css={[panel, { marginTop: space(6) }]} aria-labelledby="search-misses-heading">
      <h2 id="search-misses-heading" css={{ marginTop: 0 }}>
        Searches that found nothing{data ? ` (last ${data.days} days)` : ""}
      </h2>
      {error && <p role="alert">{error}</p>}
      {data && data.misses.length === 0 && <p>Every search found something.</p>}
      {data && data.misses.length > 0 && (
        <ConsoleTable columns={["Search", "Times"]}>
          {data.misses.map((miss) => (
            <tr key={miss.query}>
              <td dir="auto">{miss.query}</td>
              <td>{miss.count}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

/** Shapes of the History page's data, taken from the generated query types (src/gatsby-types.d.ts). */
export type HistoryContent = NonNullable<Queries.HistoryPageQuery["historyContent"]>;
export type HistoryEvent = HistoryContent["events"][number];
export type TimelineEntry = HistoryContent["timeline"][number];
export type IdeologyCard = HistoryContent["ideology"][number];
export type HistoryAlliance = HistoryContent["alliances"][number];
export type LabelValue = HistoryContent["partyInfo"][number];
export type HistoryLink = HistoryContent["links"][number];

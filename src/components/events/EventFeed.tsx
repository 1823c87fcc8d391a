import React from "react";
import { useT } from "../../i18n";
import type { ApiState } from "../../hooks/useApi";
import { feedError } from "../../lib/api/feedError";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { colors, radii } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import CardGrid, { cardGridStyle } from "../ui/CardGrid";
import { skeletonBlock } from "../ui/skeleton";
import EventCard from "./EventCard";
import { messageBox } from "./styles";

type EventFeedProps = {
  state: ApiState<{ events: PublicEvent[] }>;
  /** What an empty list says (no upcoming events at all, none matching the filters, ...). */
  emptyText: string;
  /** How many placeholder cards stand in while loading (9 on the list, 3 on Home and a wing's page). */
  skeletonCount: number;
  headingLevel?: "h2" | "h3";
};

/** The four states of an events grid: loading, error, empty, loaded. */
export default function EventFeed({ state, emptyText, skeletonCount, headingLevel }: EventFeedProps) {
  const t = useT();
  if (state.status === "loading") {
    return (
      <div aria-busy="true">
        <p role="status" css={visuallyHidden}>
          {t("events.loading")}
        </p>
        <div css={cardGridStyle} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <div key={i} css={[skeletonBlock, { height: "15rem", borderRadius: radii.lg }]} />
          ))}
        </div>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div
        role="alert"
        css={[messageBox, { borderColor: colors.danger, background: colors.dangerSoft, fontWeight: 600 }]}
      >
        <p>{feedError(state.error, t("events.loadFailed"), t)}</p>
      </div>
    );
  }
  if (state.data.events.length === 0) {
    return (
      <div role="status" css={messageBox}>
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <CardGrid>
      {state.data.events.map((event) => (
        <li key={event.slug} css={{ display: "flex", flexDirection: "column", "& > article": { flex: 1 } }}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}

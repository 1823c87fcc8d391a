import { css } from "@emotion/react";
import React from "react";
import { useT } from "../../i18n";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { eventShownStatus } from "../../../contract/lib/eventStatus";
import { colors, fontSizes, radii, space } from "../../theme";

const mark = css({
  display: "inline-flex",
  alignItems: "center",
  padding: `${space(0.5)} ${space(2.5)}`,
  borderRadius: radii.full,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  letterSpacing: ".04em",
  textTransform: "uppercase",
  lineHeight: 1.5,
  whiteSpace: "nowrap",
});
const tones = {
  cancelled: css({ background: colors.dangerSoft, color: colors.text, border: `1px solid ${colors.danger}` }),
  postponed: css({ background: colors.accent, color: colors.onAccent }),
  rescheduled: css({ background: colors.accent, color: colors.onAccent }),
};

/**
 * "Cancelled", "Postponed" or "New date" beside an event's title, in words (not colour alone); nothing
 * for an event happening as announced.
 */
export default function EventStatusMark({ event }: { event: Pick<PublicEvent, "status" | "dateToBeAnnounced" | "previousStartsAt"> }) {
  const t = useT();
  const status = eventShownStatus(event);
  if (status === "scheduled") return null;
  return (
    <span css={[mark, tones[status]]} data-status={status}>
      {t(`events.status.${status}`)}
    </span>
  );
}

import { css } from "@emotion/react";
import React from "react";
import { useT } from "../../i18n";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { eventIcsPath, googleCalendarUrl } from "../../../contract/lib/calendarLinks";
import { colors, fontSizes, radii, space } from "../../theme";
import { visuallyHidden } from "../../theme/visuallyHidden";
import Icon from "../ui/Icon";

const action = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(2),
  minHeight: 44,
  paddingInline: space(4),
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { borderColor: colors.primaryText, color: colors.primaryText },
});

/**
 * "Add to calendar": the event's calendar file (any phone or computer; it carries the event's
 * SEQUENCE, so a later download replaces the earlier entry) and Google Calendar's own form. A
 * cancelled event, or one without a date yet, has nothing to add.
 */
export default function AddToCalendar({ event }: { event: PublicEvent }) {
  const t = useT();
  const google = googleCalendarUrl(event);
  if (!google) return null;
  return (
    <section aria-labelledby="add-to-calendar" css={{ display: "grid", gap: space(3) }}>
      <h2 id="add-to-calendar" css={{ fontSize: fontSizes.md, fontWeight: 700, margin: 0 }}>
        {t("events.addToCalendar")}
      </h2>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space(3) }}>
        <a href={eventIcsPath(event.slug)} download css={action} type="text/calendar">
          <Icon name="download" size={18} /> {t("events.downloadIcs")}
        </a>
        <a href={google} target="_blank" rel="noopener noreferrer" css={action}>
          <Icon name="calendar" size={18} /> {t("events.googleCalendar")}
          <Icon name="external" size={16} />
          <span css={visuallyHidden}> {t("news.opensInNewTab")}</span>
        </a>
      </div>
    </section>
  );
}

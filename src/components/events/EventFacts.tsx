import React from "react";
import { useLang, useT, useTParts } from "../../i18n";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { eventPlace } from "../../../contract/lib/eventPlace";
import { eventWhen } from "../../../contract/lib/eventTime";
import { formatLongDate } from "../../../contract/lib/formatDate";
import { colors, fontSizes, space } from "../../theme";
import { useLanguageMarks } from "../../i18n/languageMarks";
import Icon from "../ui/Icon";
import { factRow } from "./styles";

type EventFactsProps = {
  event: PublicEvent;
  /** The event page also gives the street address and the old date of a moved event. */
  full?: boolean;
};

/**
 * When and where, in the edition's language and digits, in Pakistan time: the date, the hours, the
 * venue and district. A postponed event without a new date says so instead of a date.
 */
export default function EventFacts({ event, full = false }: EventFactsProps) {
  const t = useT();
  const tParts = useTParts();
  const lang = useLang();
  const { content } = useLanguageMarks(event.lang);
  const { date, time } = eventWhen(event, lang, t);
  const previous = full && event.previousStartsAt ? formatLongDate(event.previousStartsAt, lang) : undefined;
  return (
    <div css={{ display: "grid", gap: space(2), fontSize: full ? fontSizes.md : fontSizes.base }}>
      <p css={factRow}>
        <Icon name="calendar" size={18} />
        {event.dateToBeAnnounced ? (
          <span>{t("events.dateToBeAnnounced")}</span>
        ) : (
          <span>
            <time dateTime={event.startsAt}>{date}</time>
            {previous && (
              <>
                {" · "}
                <span css={{ color: colors.textMuted }}>{t("events.movedFrom", { date: previous })}</span>
              </>
            )}
          </span>
        )}
      </p>
      {time && (
        <p css={factRow}>
          <Icon name="clock" size={18} />
          <span>
            {time} <span css={{ fontSize: fontSizes.sm }}>({t("events.pakistanTime")})</span>
          </span>
        </p>
      )}
      <p css={factRow}>
        <Icon name="mapPin" size={18} />
        <span>
          {eventPlace(
            event,
            {
              t,
              format: tParts,
              venue: <span {...content}>{event.venue}</span>,
              address: <span {...content}>{event.address}</span>,
            },
            { withAddress: full },
          )}
        </span>
      </p>
    </div>
  );
}

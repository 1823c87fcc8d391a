import React from "react";
import { useT } from "../../i18n";
import { useLanguageMarks } from "../../i18n/languageMarks";
import { eventPath } from "../../../contract/routes";
import type { PublicEvent } from "../../../contract/lib/api/eventWire";
import { colors, fontSizes, space } from "../../theme";
import Badge from "../ui/Badge";
import { cardTitleLink } from "../ui/Card";
import Icon from "../ui/Icon";
import Link from "../ui/LocalizedLink";
import EventFacts from "./EventFacts";
import EventStatusMark from "./EventStatusMark";
import { eventCard } from "./styles";

type EventCardProps = {
  event: PublicEvent;
  /** h2 on the events page, h3 inside Home's and a wing's sections. */
  headingLevel?: "h2" | "h3";
};

/**
 * One event in a list: its kind and state, the title (the card's only link, stretched over the
 * card), when and where. A cancelled event keeps its card, marked, so nobody travels to it.
 */
export default function EventCard({ event, headingLevel: Heading = "h2" }: EventCardProps) {
  const t = useT();
  const { content } = useLanguageMarks(event.lang);
  const cancelled = event.status === "cancelled";
  return (
    <article css={eventCard} data-event-status={event.status}>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space(2), alignItems: "center" }}>
        <Badge tone="secondary">{t(`events.kind.${event.kind}`)}</Badge>
        <EventStatusMark event={event} />
      </div>
      <Heading
        css={{
          fontSize: fontSizes.lg,
          lineHeight: 1.3,
          fontWeight: 700,
          margin: 0,
          textDecoration: cancelled ? "line-through" : undefined,
          textDecorationThickness: 2,
        }}
        {...content}
      >
        <Link
          to={eventPath(event.slug)}
          css={cardTitleLink}
        >
          {event.title}
        </Link>
      </Heading>
      <EventFacts event={event} />
      <span
        aria-hidden="true"
        css={{
          marginTop: "auto",
          display: "inline-flex",
          alignItems: "center",
          gap: space(1),
          color: colors.primaryText,
          fontWeight: 600,
        }}
      >
        {t("events.readMore")} <Icon name="arrowRight" size={16} />
      </span>
    </article>
  );
}

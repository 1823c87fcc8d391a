import React from "react";
import { useEventPage } from "../../hooks/useEvents";
import { useT } from "../../i18n";
import { eventsHref } from "../../../contract/lib/eventFilters";
import { space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import CardGrid from "../ui/CardGrid";
import Icon from "../ui/Icon";
import Section from "../ui/Section";
import EventCard from "./EventCard";

/** How many upcoming events Home and a wing's page show. */
export const UPCOMING_SHOWN = 3;

/** The next three upcoming events (a wing's or a district's own, given `wing` or `district`); nothing while loading, on error or when none. */
export default function UpcomingEventsSection({ wing, district }: { wing?: string; district?: string }) {
  const t = useT();
  const filter = { ...(wing ? { wing } : {}), ...(district ? { district } : {}) };
  const state = useEventPage({ when: "upcoming", page: 1, ...filter });
  if (state.status !== "success" || state.data.events.length === 0) return null;
  return (
    <Section
      id="upcoming-events-heading"
      title={wing ? t("events.wingTitle") : district ? t("events.districtTitle") : t("events.homeTitle")}
      eyebrow={t("events.homeEyebrow")}
      muted
    >
      <CardGrid>
        {state.data.events.slice(0, UPCOMING_SHOWN).map((event) => (
          <li key={event.slug} css={{ display: "flex", flexDirection: "column", "& > article": { flex: 1 } }}>
            <EventCard event={event} headingLevel="h3" />
          </li>
        ))}
      </CardGrid>
      <div css={{ marginTop: space(8), display: "flex", justifyContent: "center" }}>
        <ButtonLink to={eventsHref({ when: "upcoming", page: 1, ...filter })} variant="secondary">
          {t("events.viewAll")} <Icon name="arrowRight" size={18} />
        </ButtonLink>
      </div>
    </Section>
  );
}

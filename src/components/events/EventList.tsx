import { css } from "@emotion/react";
import React from "react";
import { useEventPage } from "../../hooks/useEvents";
import { localizePath, useLang, useT } from "../../i18n";
import type { EventPage } from "../../../contract/lib/api/eventWire";
import { ALL_EVENTS_ICS_PATH, districtIcsPath, wingIcsPath } from "../../../contract/lib/calendarLinks";
import { eventsHref, hasEventFilters, type EventListQuery } from "../../../contract/lib/eventFilters";
import { colors, fontSizes, radii, space } from "../../theme";
import Icon from "../ui/Icon";
import Link from "../ui/LocalizedLink";
import OtherEditions from "../ui/OtherEditions";
import Pagination from "../ui/Pagination";
import ListingSection from "../ui/ListingSection";
import EventFeed from "./EventFeed";
import EventFilters, { type EventDistrict, type EventWing } from "./EventFilters";
import { bareList } from "../../theme/bareList";

const tab = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  paddingInline: space(5),
  borderRadius: radii.full,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  fontWeight: 700,
  textDecoration: "none",
  "&:hover": { borderColor: colors.primaryText, color: colors.primaryText },
  "&[aria-current='page']": {
    background: colors.primary,
    borderColor: colors.primary,
    color: colors.onPrimary,
  },
});

const feedLink = css({ fontWeight: 600, color: colors.primaryText });

type EventListProps = {
  query: EventListQuery;
  /** The wings the filter offers, in the edition's words. */
  wings: readonly EventWing[];
  /** The districts the filter offers (data/districts/), in the edition's words. */
  districts: readonly EventDistrict[];
  /** That list as the server embedded it (and rendered it: server/site/contentMarkup.tsx). */
  initial?: EventPage;
};

/**
 * The /events screen: upcoming events (soonest first) or, one link away, past ones (newest first),
 * 9 a page, filtered by district, wing and kind; all of it from the address. Urdu and Pashto list
 * their own language's events and end with a link to the same list in the other editions. Below, the calendar
 * feeds for a phone to subscribe to (every event's, and the chosen wing's and district's) and the
 * events' RSS feed.
 */
export default function EventList({ query, wings, districts, initial }: EventListProps) {
  const t = useT();
  const lang = useLang();
  const state = useEventPage(query, initial);
  const wing = query.wing ? wings.find((w) => w.slug === query.wing) : undefined;
  const feeds = [
    ...(wing ? [{ href: wingIcsPath(wing.slug), text: t("events.subscribeWing", { wing: wing.title }) }] : []),
    ...(query.district
      ? [
          {
            href: districtIcsPath(query.district),
            text: t("events.subscribeDistrict", { district: districts.find((d) => d.slug === query.district)?.name ?? query.district }),
          },
        ]
      : []),
    { href: ALL_EVENTS_ICS_PATH, text: t("events.subscribeAll") },
  ];
  const filtered = hasEventFilters(query);
  const emptyText =
    query.when === "past"
      ? t("events.emptyPast")
      : filtered
        ? t("events.empty")
        : t("events.emptyUpcoming");
  const listHref = (when: EventListQuery["when"]) => eventsHref({ ...query, when, page: 1 });
  return (
    <ListingSection area="events">
      <nav aria-label={t("events.lists")} css={{ marginBottom: space(6) }}>
        <ul
          css={[bareList, {
            display: "flex",
            flexWrap: "wrap",
            gap: space(3),
          }]}
        >
          {(["upcoming", "past"] as const).map((when) => (
            <li key={when}>
              <Link
                to={listHref(when)}
                replace={false}
                css={tab}
                aria-current={query.when === when ? "page" : undefined}
              >
                {t(`events.${when}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A new address's choice shows in the selects: they are the form's defaults, so it is new. */}
      <EventFilters key={eventsHref(query)} query={query} wings={wings} districts={districts} />
      <EventFeed
        state={state.status === "success" ? { status: "success", data: state.data } : state}
        emptyText={emptyText}
        skeletonCount={9}
      />
      {state.status === "success" && (
        <Pagination
          label={t("events.pages")}
          page={query.page}
          totalPages={state.data.totalPages}
          hrefFor={(page) => eventsHref({ ...query, page })}
        />
      )}
      {lang !== "en" && state.status === "success" && Boolean(state.data.others) && (
        <OtherEditions sentence="events.otherEditions" path={eventsHref({ ...query, page: 1 })} />
      )}
      <ul
        css={{
          listStyle: "none",
          marginTop: space(10),
          marginBottom: 0,
          padding: 0,
          display: "grid",
          gap: space(2),
          fontSize: fontSizes.base,
          color: colors.textMuted,
        }}
      >
        {feeds.map((feed) => (
          <li key={feed.href} css={{ display: "flex", flexWrap: "wrap", gap: space(2), alignItems: "center" }}>
            <Icon name="calendar" size={18} />
            <a href={feed.href} css={feedLink}>
              {feed.text}
            </a>
          </li>
        ))}
        <li>{t("events.subscribeHint")}</li>
        <li>
          <a href={localizePath("/events/rss.xml", lang)} css={feedLink}>
            {t("events.followRss")}
          </a>
        </li>
      </ul>
    </ListingSection>
  );
}

import { css } from "@emotion/react";
import { navigate } from "gatsby";
import React from "react";
import { useLang, useT } from "../../i18n";
import { localizeHref } from "../../i18n/localizeHref";
import {
  eventQueryFromSearch,
  eventsHref,
  hasEventFilters,
  type EventListQuery,
} from "../../../contract/lib/eventFilters";
import { EVENT_KINDS } from "../../../contract/lib/eventKinds";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { Button } from "../ui/Button";
import Link from "../ui/LocalizedLink";

/** A wing as the filters list it: its slug and its name in the edition. */
export type EventWing = { slug: string; title: string };

/** A district as the filter lists it: its slug and its name in the edition (data/districts/). */
export type EventDistrict = { slug: string; name: string };

const field = css({ display: "grid", gap: space(1), minWidth: 0 });
const label = css({ fontWeight: 600, fontSize: fontSizes.sm });
const select = css({
  minHeight: 44,
  width: "100%",
  paddingInline: space(3),
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 1 },
});

/**
 * District, wing and kind as a GET form to the list's own address: choosing and pressing "Show
 * events" loads `/events?district=...`, so the choice is in the address (shared, reloaded, Back)
 * with or without scripts. Which list (upcoming or past) is kept; the page goes back to 1. With
 * scripts the same address is opened without a page load, and without the empty choices.
 */
export default function EventFilters({
  query,
  wings,
  districts,
}: {
  query: EventListQuery;
  wings: readonly EventWing[];
  districts: readonly EventDistrict[];
}) {
  const t = useT();
  const lang = useLang();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new URLSearchParams(
      new FormData(event.currentTarget) as unknown as Record<string, string>,
    );
    void navigate(localizeHref(eventsHref(eventQueryFromSearch(`?${chosen.toString()}`, districts)), lang));
  };
  return (
    <form
      method="get"
      action={localizeHref("/events", lang)}
      onSubmit={onSubmit}
      role="search"
      aria-label={t("events.filters")}
      css={{
        display: "grid",
        gap: space(4),
        alignItems: "end",
        padding: space(5),
        marginBottom: space(8),
        borderRadius: radii.lg,
        border: `1px solid ${colors.border}`,
        background: colors.surfaceMuted,
        [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr)) auto" },
      }}
    >
      {query.when === "past" && <input type="hidden" name="when" value="past" />}
      <div css={field}>
        <label htmlFor="event-district" css={label}>
          {t("events.district")}
        </label>
        <select
          id="event-district"
          name="district"
          defaultValue={query.district ?? ""}
          css={select}
        >
          <option value="">{t("events.allDistricts")}</option>
          {districts.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      <div css={field}>
        <label htmlFor="event-wing" css={label}>
          {t("events.wing")}
        </label>
        <select id="event-wing" name="wing" defaultValue={query.wing ?? ""} css={select}>
          <option value="">{t("events.allWings")}</option>
          {wings.map((w) => (
            <option key={w.slug} value={w.slug}>
              {w.title}
            </option>
          ))}
        </select>
      </div>
      <div css={field}>
        <label htmlFor="event-kind" css={label}>
          {t("events.kind")}
        </label>
        <select id="event-kind" name="kind" defaultValue={query.kind ?? ""} css={select}>
          <option value="">{t("events.allKinds")}</option>
          {EVENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`events.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div css={{ display: "flex", flexWrap: "wrap", gap: space(3), alignItems: "center" }}>
        <Button type="submit">{t("events.apply")}</Button>
        {hasEventFilters(query) && (
          <Link
            to={eventsHref({ when: query.when, page: 1 })}
            replace={false}
            css={{
              fontWeight: 600,
              color: colors.primaryText,
              minHeight: 44,
              display: "inline-flex",
              alignItems: "center",
            }}
          >
            {t("events.clearFilters")}
          </Link>
        )}
      </div>
    </form>
  );
}

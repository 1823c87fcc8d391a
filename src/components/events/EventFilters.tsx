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
import FilterOptions from "../ui/FilterOptions";
import Link from "../ui/LocalizedLink";

/** A wing as the filters list it: its slug and its name in the edition. */
export type EventWing = { slug: string; title: string };

/** A district as the filter lists it: its slug and its name in the edition (data/districts/). */
export type EventDistrict = { slug: string; name: string };

const field = css({ display: "grid", gap: space(1), minWidth: 0 });
const labelStyle = css({ fontWeight: 600, fontSize: fontSizes.sm });
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

type FilterProps = {
  /** The address's parameter; the select's id is `event-{name}`. */
  name: "district" | "wing" | "kind";
  label: string;
  anyLabel: string;
  /** The choice in the address, if any. */
  value: string | undefined;
  options: ReadonlyArray<{ value: string; text: string }>;
};

/** One of the list's drop-down filters, sent with the form as a parameter of the address. */
function Filter({ name, label, anyLabel, value, options }: FilterProps) {
  return (
    <div css={field}>
      <label htmlFor={`event-${name}`} css={labelStyle}>
        {label}
      </label>
      <select id={`event-${name}`} name={name} defaultValue={value ?? ""} css={select}>
        <FilterOptions anyLabel={anyLabel} options={options} />
      </select>
    </div>
  );
}

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
  const filters: Omit<FilterProps, "value">[] = [
    { name: "district", label: t("events.district"), anyLabel: t("events.allDistricts"), options: districts.map((d) => ({ value: d.slug, text: d.name })) },
    { name: "wing", label: t("events.wing"), anyLabel: t("events.allWings"), options: wings.map((w) => ({ value: w.slug, text: w.title })) },
    { name: "kind", label: t("events.kind"), anyLabel: t("events.allKinds"), options: EVENT_KINDS.map((kind) => ({ value: kind, text: t(`events.kind.${kind}`) })) },
  ];
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
      {filters.map((filter) => (
        <Filter key={filter.name} {...filter} value={query[filter.name]} />
      ))}
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

import { css } from "@emotion/react";
import React from "react";
import { ALL, type ManifestoFilters as Filters } from "../../lib/manifestos";
import { colors, media, radii, space } from "../../theme";
import FilterOptions from "../ui/FilterOptions";
import Icon from "../ui/Icon";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT } from "../../i18n/I18nProvider";
import { typeLabel } from "./labels";
import { useEditionDigits } from "../../i18n/useFormatNumber";

const bar = css({
  display: "grid",
  gap: space(3),
  marginBottom: space(4),
  [media.md]: { gridTemplateColumns: "minmax(0, 1fr) 200px 160px" },
});
const control = css({
  width: "100%",
  minHeight: "48px",
  padding: `${space(2.5)} ${space(3)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  "&::placeholder": { color: colors.textMuted, opacity: 1 },
});

type Props = {
  filters: Filters;
  onChange: (next: Filters) => void;
  types: readonly string[];
  years: readonly string[];
};

type ChoiceProps = {
  id: string;
  /** Said to screen readers; the first option shows what the select is for. */
  label: string;
  allLabel: string;
  value: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  onPick: (value: string) => void;
};

/** One of the list's drop-down filters, whose first option keeps every manifesto. */
function Choice({ id, label, allLabel, value, options, onPick }: ChoiceProps) {
  return (
    <div>
      <label htmlFor={id} css={visuallyHidden}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onPick(e.target.value)} css={control}>
        <FilterOptions anyValue={ALL} anyLabel={allLabel} options={options} />
      </select>
    </div>
  );
}

/** Search box and the election-type and year filters of the manifestos list. */
export default function ManifestoFilters({ filters, onChange, types, years }: Props) {
  const t = useT();
  const digits = useEditionDigits();
  return (
    <div css={bar} role="search" aria-label={t("manifestos.filtersLabel")}>
      <div css={{ position: "relative" }}>
        <label htmlFor="manifesto-search" css={visuallyHidden}>
          {t("manifestos.searchLabel")}
        </label>
        <span
          css={{
            position: "absolute",
            insetInlineStart: space(3),
            top: "50%",
            transform: "translateY(-50%)",
            color: colors.textMuted,
            display: "flex",
          }}
        >
          <Icon name="search" size={20} />
        </span>
        <input
          id="manifesto-search"
          type="search"
          placeholder={t("manifestos.searchPlaceholder")}
          value={filters.query}
          onChange={(e) => onChange({ ...filters, query: e.target.value })}
          css={[control, { paddingInlineStart: space(10) }]}
          autoComplete="off"
        />
      </div>
      <Choice
        id="manifesto-type"
        label={t("manifestos.typeLabel")}
        allLabel={t("manifestos.allTypes")}
        value={filters.type}
        options={types.map((type) => ({ value: type, text: typeLabel(t, type) }))}
        onPick={(type) => onChange({ ...filters, type })}
      />
      <Choice
        id="manifesto-year"
        label={t("manifestos.yearLabel")}
        allLabel={t("manifestos.allYears")}
        value={filters.year}
        options={years.map((year) => ({ value: year, text: digits(year) }))}
        onPick={(year) => onChange({ ...filters, year })}
      />
    </div>
  );
}

import { css } from "@emotion/react";
import React from "react";
import { ALL, type ManifestoFilters as Filters } from "../../lib/manifestos";
import { colors, media, radii, space } from "../../theme";
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
      <div>
        <label htmlFor="manifesto-type" css={visuallyHidden}>
          {t("manifestos.typeLabel")}
        </label>
        <select
          id="manifesto-type"
          value={filters.type}
          onChange={(e) => onChange({ ...filters, type: e.target.value })}
          css={control}
        >
          <option value={ALL}>{t("manifestos.allTypes")}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(t, type)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="manifesto-year" css={visuallyHidden}>
          {t("manifestos.yearLabel")}
        </label>
        <select
          id="manifesto-year"
          value={filters.year}
          onChange={(e) => onChange({ ...filters, year: e.target.value })}
          css={control}
        >
          <option value={ALL}>{t("manifestos.allYears")}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {digits(y)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import React, { useEffect, useId, useState } from "react";
import { useT } from "../../i18n";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Link from "../ui/LocalizedLink";
import { districtMatches, type DistrictListing } from "./districtListing";
import { districtPath } from "../../../contract/routes";
import { bareList } from "../../theme/bareList";

/** The order the list shows the divisions in (the province's own order, north to south). */
const DIVISIONS = [
  "malakand",
  "hazara",
  "mardan",
  "peshawar",
  "kohat",
  "bannu",
  "dera-ismail-khan",
];

const input = {
  minHeight: 44,
  width: "100%",
  maxWidth: "28rem",
  paddingInline: space(3),
  borderRadius: radii.md,
  border: `1px solid ${colors.textMuted}`,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 1 },
} as const;

/**
 * Every district, grouped by division, each a link to its page. The field that narrows the list
 * works in the browser only: without scripts it stays hidden and the whole list is there to read.
 */
export default function DistrictList({
  districts,
  lang,
}: {
  districts: readonly DistrictListing[];
  lang: string;
}) {
  const t = useT();
  const id = useId();
  const [scripted, setScripted] = useState(false);
  const [typed, setTyped] = useState("");
  useEffect(() => setScripted(true), []);
  const shown = districts.filter((district) => districtMatches(district, typed));
  const groups = DIVISIONS.map((division) => ({
    division,
    districts: shown
      .filter((d) => d.division === division)
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
  })).filter((group) => group.districts.length > 0);
  return (
    <>
      <div
        role="search"
        hidden={!scripted}
        css={{ display: scripted ? "grid" : "none", gap: space(2), marginBottom: space(8) }}
      >
        <label htmlFor={`${id}-filter`} css={{ fontWeight: 700 }}>
          {t("districtPages.filterLabel")}
        </label>
        <span id={`${id}-hint`} css={{ color: colors.textMuted, fontSize: fontSizes.sm }}>
          {t("districtPages.filterHint")}
        </span>
        <input
          id={`${id}-filter`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-controls={`${id}-list`}
          autoComplete="off"
          css={input}
        />
      </div>
      <p role="status" css={{ margin: groups.length ? 0 : `0 0 ${space(6)}` }}>
        {groups.length === 0 ? t("districtPages.noMatch") : ""}
      </p>
      <div id={`${id}-list`} css={{ display: "grid", gap: space(8) }}>
        {groups.map((group) => (
          <section key={group.division} aria-labelledby={`division-${group.division}`}>
            <h2
              id={`division-${group.division}`}
              css={{ fontSize: fontSizes.lg, marginBottom: space(3) }}
            >
              {t("districtPages.division", {
                division: t(`districtPages.division.${group.division}`),
              })}
            </h2>
            <ul
              css={[bareList, {
                display: "grid",
                gap: space(2),
                gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
                [media.md]: { gap: space(3) },
              }]}
            >
              {group.districts.map((district) => (
                <li key={district.slug}>
                  <Link
                    to={districtPath(district.slug)}
                    css={{
                      display: "flex",
                      alignItems: "center",
                      minHeight: 44,
                      paddingInline: space(4),
                      borderRadius: radii.md,
                      border: `1px solid ${colors.border}`,
                      background: colors.surface,
                      color: colors.primaryText,
                      fontWeight: 700,
                      textDecoration: "none",
                      "&:hover": { textDecoration: "underline" },
                      "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
                    }}
                  >
                    {district.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

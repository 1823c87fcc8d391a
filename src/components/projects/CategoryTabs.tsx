import { css } from "@emotion/react";
import React, { useEffect, useRef } from "react";
import { tabIndexForKey } from "../../lib/projects";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Icon, { isIconName } from "../ui/Icon";
import { useEnglishMark } from "../../i18n/textMarks";

type Category = { id: string; label: string; icon: string };

// Phones: one row that scrolls sideways (the cut-off tab shows there is more); md up: wrapped rows.
const list = css({
  display: "flex",
  gap: space(2),
  marginBottom: space(8),
  marginInline: `calc(${space(4)} * -1)`,
  paddingInline: space(4),
  paddingBlock: space(1),
  overflowX: "auto",
  scrollbarWidth: "none",
  scrollPaddingInline: space(4),
  "&::-webkit-scrollbar": { display: "none" },
  [media.md]: { flexWrap: "wrap", overflowX: "visible", marginInline: 0, paddingInline: 0 },
});
const tab = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(2),
  minHeight: "44px",
  padding: `${space(2)} ${space(4)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.full,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  fontSize: fontSizes.base,
  fontWeight: 600,
  cursor: "pointer",
  flex: "none",
  whiteSpace: "nowrap",
  transition: "background-color .15s ease, border-color .15s ease, color .15s ease",
  "&:hover": { borderColor: colors.primaryText },
  "&[aria-selected='true']": {
    background: colors.primary,
    borderColor: colors.primary,
    color: colors.onPrimary,
  },
  // Below md only the label shows, so eleven tabs fit in a few short rows on a phone.
  "& svg": { display: "none", [media.md]: { display: "block" } },
});

export const tabId = (categoryId: string) => `project-tab-${categoryId}`;

type Props = {
  categories: readonly Category[];
  selected: string;
  onSelect: (id: string) => void;
  panelId: string;
  label: string;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving tabindex),
 * ArrowLeft/ArrowRight move and select with wrap-around (mirrored right to left), Home/End go to the ends.
 */
export default function CategoryTabs({ categories, selected, onSelect, panelId, label }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const en = useEnglishMark();
  const current = Math.max(
    0,
    categories.findIndex((c) => c.id === selected),
  );

  // Keep the chosen tab in view in the sideways-scrolling row (e.g. after ?category=honor),
  // moving only the row, never the page.
  // Measured on screen, not by scrollLeft: right to left, Chromium counts scrollLeft from 0 at the
  // right-hand start down to negative values, while a change of scrollLeft moves the row the same way
  // in either direction. The chosen tab's start edge is brought 16 px inside the row's start edge.
  useEffect(() => {
    const el = refs.current[current];
    const row = el?.parentElement;
    if (!el || !row || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    if (box.left >= rowBox.left && box.right <= rowBox.right) return;
    row.scrollLeft +=
      getComputedStyle(row).direction === "rtl"
        ? box.right - (rowBox.right - 16)
        : box.left - (rowBox.left + 16);
  }, [current]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const dir = getComputedStyle(event.currentTarget).direction === "rtl" ? "rtl" : "ltr";
    const next = tabIndexForKey(event.key, current, categories.length, dir);
    if (next === null) return;
    event.preventDefault();
    onSelect(categories[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} css={list}>
      {categories.map((category, i) => {
        const isSelected = i === current;
        return (
          <button
            key={category.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(category.id)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(category.id)}
            onKeyDown={onKeyDown}
            css={tab}
          >
            {isIconName(category.icon) && <Icon name={category.icon} size={18} />}
            <span {...en(category.label)}>{category.label}</span>
          </button>
        );
      })}
    </div>
  );
}

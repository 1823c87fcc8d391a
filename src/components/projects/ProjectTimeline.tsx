import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { useEnglishMark } from "../../i18n/textMarks";
import { bareList } from "../../theme/bareList";
import ContentTexts from "../ui/ContentTexts";

type Decade = { decade: string; title: string; items: readonly string[] };

const list = css(bareList, {
  display: "grid",
  gap: space(6),
  position: "relative",
  [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: space(6) },
});
const item = css({
  position: "relative",
  paddingInlineStart: space(8),
  // The rail: vertical on phones, horizontal from lg up.
  "&::before": {
    content: '""',
    position: "absolute",
    insetInlineStart: "7px",
    top: 0,
    bottom: `-${space(6)}`,
    width: "2px",
    background: colors.border,
  },
  "&:last-of-type::before": { bottom: 0 },
  [media.lg]: {
    paddingInlineStart: 0,
    paddingTop: space(10),
    "&::before": { insetInlineStart: 0, insetInlineEnd: `-${space(6)}`, top: "7px", bottom: "auto", width: "auto", height: "2px" },
    "&:last-of-type::before": { insetInlineEnd: 0 },
  },
});
const dot = css({
  position: "absolute",
  insetInlineStart: 0,
  top: "2px",
  width: "16px",
  height: "16px",
  borderRadius: radii.full,
  background: colors.primary,
  boxShadow: `0 0 0 4px ${colors.primarySoft}`,
  [media.lg]: { top: 0 },
});

/** The static decade-by-decade timeline below the project grid. */
export default function ProjectTimeline({ decades }: { decades: readonly Decade[] }) {
  const en = useEnglishMark();
  return (
    <ol css={list}>
      {decades.map((d) => (
        <li key={d.decade} css={item}>
          <span css={dot} aria-hidden="true" />
          <h3 css={{ fontSize: fontSizes.xl, fontWeight: 800, color: colors.primaryText, margin: 0 }}>{d.decade}</h3>
          <p css={{ fontWeight: 700, margin: `0 0 ${space(3)}` }} {...en(d.title)}>
            {d.title}
          </p>
          {/* Each bullet's room on its item's own start side: an English item (dir="ltr") has it on the left. */}
          <ul css={{ margin: 0, padding: 0, color: colors.textMuted, "& li": { marginInlineStart: space(5) }, "& li + li": { marginTop: space(2) } }}>
            <ContentTexts texts={d.items} as="li" />
          </ul>
        </li>
      ))}
    </ol>
  );
}

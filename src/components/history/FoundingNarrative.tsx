import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { prose } from "../ui/prose";
import type { TimelineEntry } from "./types";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";
import ContentTexts from "../ui/ContentTexts";

const layout = css({
  display: "grid",
  gap: space(10),
  [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
});
const list = css(bareList, {
  borderInlineStart: `3px solid ${colors.border}`,
});
const item = css({
  position: "relative",
  paddingBlock: `0 ${space(6)}`,
  paddingInline: `${space(6)} 0`,
  "&:last-child": { paddingBottom: 0 },
});
const dot = css({
  position: "absolute",
  insetInlineStart: "-9px",
  top: "4px",
  width: 15,
  height: 15,
  borderRadius: radii.full,
  background: colors.bg,
  border: `3px solid ${colors.textMuted}`,
});
const dotHighlight = css({ background: colors.primary, borderColor: colors.primary });
const year = css({ fontWeight: 800, color: colors.primaryText, fontSize: fontSizes.base });
const title = css({ fontSize: fontSizes.base, margin: `${space(1)} 0` });
const highlightTitle = css({ fontSize: fontSizes.lg });

/** The founding and transformation story, with its key dates alongside. */
export default function FoundingNarrative({
  paragraphs,
  timeline,
  timelineLabel,
}: {
  paragraphs: readonly string[];
  timeline: readonly TimelineEntry[];
  timelineLabel: string;
}) {
  const digits = useEditionDigits();
  const en = useEnglishMark();
  return (
    <div css={layout}>
      <div css={prose}>
        <ContentTexts texts={paragraphs} as="p" />
      </div>
      <ol css={list} aria-label={timelineLabel}>
        {timeline.map((t) => (
          <li key={`${t.year}-${t.title}`} css={item}>
            <span css={[dot, t.highlight && dotHighlight]} aria-hidden="true" />
            <span css={year}>{digits(t.year)}</span>
            <h3 css={[title, t.highlight && highlightTitle]} {...en(t.title)}>
              {t.title}
            </h3>
            <p css={{ margin: 0, color: colors.textMuted }} {...en(t.description)}>
              {t.description}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

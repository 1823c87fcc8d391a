import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { primaryDisc } from "../../theme/primaryDisc";
import { useEnglishMark } from "../../i18n/textMarks";
import { bareList } from "../../theme/bareList";

const list = css(bareList, {
  display: "grid",
  gap: space(3),
  counterReset: "level",
  [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: space(4) },
  [media.xl]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});
const level = css({
  counterIncrement: "level",
  position: "relative",
  paddingBlock: space(5),
  paddingInline: `${space(16)} ${space(5)}`,
  borderRadius: radii.lg,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  "&::before": {
    content: "counter(level)",
    position: "absolute",
    insetInlineStart: space(5),
    top: space(5),
    ...primaryDisc("2rem"),
    fontWeight: 800,
  },
});

/** Levels of the organisation, from the top down, as a numbered list. */
export default function StructureLevels({
  levels,
}: {
  levels: readonly { readonly title: string; readonly description: string }[];
}) {
  const en = useEnglishMark();
  return (
    <ol css={list}>
      {levels.map((l) => (
        <li key={l.title} css={level}>
          <h3 css={{ fontSize: fontSizes.md, marginBottom: space(1) }} {...en(l.title)}>
            {l.title}
          </h3>
          <p css={{ margin: 0, color: colors.textMuted }} {...en(l.description)}>
            {l.description}
          </p>
        </li>
      ))}
    </ol>
  );
}

import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { cardPadding, cardStyle } from "./Card";
import Icon, { isIconName } from "./Icon";
import { useEnglishMark } from "../../i18n/textMarks";
import { bareList } from "../../theme/bareList";

/** Small cards two to a row from `sm`; callers add wider rows. */
export const iconCardGrid = css(bareList, {
  display: "grid",
  gap: space(4),
  [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.lg]: { gap: space(6) },
});

/** Round red-tinted disc holding a card's icon. */
export const iconDisc = css({
  display: "inline-grid",
  placeItems: "center",
  width: 48,
  height: 48,
  borderRadius: radii.full,
  background: colors.primarySoft,
  color: colors.primaryText,
  marginBottom: space(4),
});

export interface IconCard {
  readonly title: string;
  readonly description: string;
  readonly icon: string;
}

const grid = css({ [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } });
const wide = css({ [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } });
const topRule = css({ borderTop: `4px solid ${colors.primary}`, height: "100%" });
const titleStyle = css({ fontSize: fontSizes.md, marginBottom: space(2) });
const textStyle = css({ margin: 0, color: colors.textMuted });

/** Cards with an icon, a title and a sentence: the History page's ideology and About's core values. */
export default function IconCards({
  cards,
  columns = 4,
}: {
  cards: readonly IconCard[];
  columns?: 3 | 4;
}) {
  const en = useEnglishMark();
  return (
    <ul css={[iconCardGrid, columns === 4 ? grid : wide]}>
      {cards.map((c) => (
        <li key={c.title} css={[cardStyle, cardPadding, topRule]}>
          <span css={iconDisc}>{isIconName(c.icon) && <Icon name={c.icon} size={24} />}</span>
          <h3 css={titleStyle} {...en(c.title)}>
            {c.title}
          </h3>
          <p css={textStyle} {...en(c.description)}>
            {c.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

import { css } from "@emotion/react";
import React from "react";
import { colors, media, space } from "../../theme";
import Icon, { isIconName } from "../ui/Icon";
import { card, cardGrid, iconDisc } from "./styles";

export interface IconCard {
  readonly title: string;
  readonly description: string;
  readonly icon: string;
}

const grid = css({ [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } });
const wide = css({ [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } });
const cardStyle = css({ borderTop: `4px solid ${colors.primary}`, height: "100%" });

/** Cards with an icon, a title and a sentence: the History page's ideology and About's core values. */
export default function IdeologyCards({
  cards,
  columns = 4,
}: {
  cards: readonly IconCard[];
  columns?: 3 | 4;
}) {
  return (
    <ul css={[cardGrid, columns === 4 ? grid : wide]}>
      {cards.map((c) => (
        <li key={c.title} css={[card, cardStyle]}>
          <span css={iconDisc}>{isIconName(c.icon) && <Icon name={c.icon} size={24} />}</span>
          <h3 css={{ fontSize: "1.15rem", marginBottom: space(2) }}>{c.title}</h3>
          <p css={{ margin: 0, color: colors.textMuted }}>{c.description}</p>
        </li>
      ))}
    </ul>
  );
}

import { css } from "@emotion/react";
import React from "react";
import { colors, fontSizes, media, space } from "../../theme";
import Badge from "../ui/Badge";
import { cardPadding, cardStyle } from "../ui/Card";
import Icon from "../ui/Icon";
import { iconCardGrid, iconDisc } from "../ui/IconCards";
import type { HistoryAlliance } from "./types";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits } from "../../i18n/useFormatNumber";

/** The interface string naming each kind of alliance. */
const KIND_LABEL: Record<string, string> = {
  coalition: "history.kindCoalition",
  opposition: "history.kindOpposition",
};

const milestones = css({
  listStyle: "none",
  padding: 0,
  margin: `${space(5)} 0 0`,
  borderTop: `1px solid ${colors.border}`,
  "& li": {
    display: "grid",
    gridTemplateColumns: "7.5rem minmax(0, 1fr)",
    gap: space(3),
    padding: `${space(2.5)} 0`,
    borderBottom: `1px solid ${colors.border}`,
  },
  "& strong": { color: colors.primaryText },
});

/** One card per alliance: the coalition partnership and the opposition alliance. */
export default function Alliances({ alliances }: { alliances: readonly HistoryAlliance[] }) {
  const digits = useEditionDigits();
  const t = useT();
  const en = useEnglishMark();
  return (
    <div
      css={[
        iconCardGrid,
        {
          [media.sm]: { gridTemplateColumns: "1fr" },
          [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        },
      ]}
    >
      {alliances.map((a) => (
        <article
          key={a.title}
          css={[cardStyle, cardPadding]}
          aria-labelledby={`alliance-${a.kind}`}
        >
          <span css={iconDisc}>
            <Icon name={a.kind === "coalition" ? "handshake" : "users"} size={24} />
          </span>
          <p css={{ margin: `0 0 ${space(2)}` }}>
            <Badge tone={a.kind === "coalition" ? "highlight" : "default"}>
              {KIND_LABEL[a.kind] ? t(KIND_LABEL[a.kind]) : a.kind}
            </Badge>
          </p>
          <h3 id={`alliance-${a.kind}`} css={{ fontSize: fontSizes.lg }} {...en(a.title)}>
            {a.title}
          </h3>
          <p css={{ color: colors.textMuted, fontWeight: 600, margin: `0 0 ${space(3)}` }}>
            <span {...en(a.partner)}>{a.partner}</span> ·{" "}
            <span {...en(a.period)}>{digits(a.period)}</span>
          </p>
          <p css={{ margin: 0 }} {...en(a.summary)}>
            {a.summary}
          </p>
          {a.milestones.length > 0 && (
            <ul css={milestones}>
              {a.milestones.map((m) => (
                <li key={`${m.label}-${m.value}`}>
                  <strong {...en(m.label)}>{digits(m.label)}</strong>
                  <span {...en(m.value)}>{m.value}</span>
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </div>
  );
}

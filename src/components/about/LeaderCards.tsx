import { css } from "@emotion/react";
import Link from "../ui/LocalizedLink";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { cardStyle } from "../ui/Card";
import type { AboutLeader } from "./types";
import CardImage from "../ui/CardImage";
import { useEnglishMark } from "../../i18n/textMarks";
import { useTranslatedContent } from "../../i18n/I18nProvider";
import { leaderPath } from "../../../contract/routes";
import { bareList } from "../../theme/bareList";

const grid = css(bareList, {
  display: "grid",
  gap: space(4),
  [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  [media.xl]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
});
const cardLink = css({
  display: "flex",
  alignItems: "center",
  gap: space(4),
  height: "100%",
  padding: space(4),
  color: colors.text,
  textDecoration: "none",
  transition: "border-color .15s ease, transform .15s ease",
  "&:hover": { borderColor: colors.primary, transform: "translateY(-2px)" },
  [media.xl]: { flexDirection: "column", textAlign: "center", padding: `${space(6)} ${space(4)}` },
});
const photo = css({
  flex: "none",
  borderRadius: radii.full,
  overflow: "hidden",
  border: `3px solid ${colors.primary}`,
});
const fallback = css({
  width: 88,
  height: 88,
  display: "grid",
  placeItems: "center",
  background: colors.surfaceMuted,
  fontWeight: 800,
});
const name = css({
  display: "block",
  fontWeight: 800,
  fontSize: fontSizes.base,
  lineHeight: 1.3,
  color: colors.primaryText,
});
const role = css({
  display: "block",
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  marginTop: space(1),
});

/**
 * One office bearer's card. Name and office in the edition's words where the leader's translation
 * (data/<lang>/leaders/) has them, as on the profile; otherwise English, marked so.
 */
function LeaderCard({ leader: english }: { leader: AboutLeader }) {
  const en = useEnglishMark();
  const l = useTranslatedContent(`leaders/${english.slug}`, english);
  const image = getImage(l.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Link to={leaderPath(l.slug)} css={[cardStyle, cardLink]}>
      {image ? (
        <CardImage image={image} alt="" css={photo} />
      ) : (
        <span css={[photo, fallback]} aria-hidden="true">
          {l.name
            .split(/\s+/)
            .map((w) => w[0])
            .slice(0, 2)
            .join("")}
        </span>
      )}
      <span>
        <span css={name} {...en(l.name)}>
          {l.name}
        </span>
        <span css={role} {...en(l.title)}>
          {l.title}
        </span>
      </span>
    </Link>
  );
}

/** The office bearers from data/leaders/, each linking to /leader/{slug}. */
export default function LeaderCards({ leaders }: { leaders: readonly AboutLeader[] }) {
  return (
    <ul css={grid}>
      {leaders.map((leader) => (
        <li key={leader.slug}>
          <LeaderCard leader={leader} />
        </li>
      ))}
    </ul>
  );
}

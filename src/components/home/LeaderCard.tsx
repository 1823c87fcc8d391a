import Link from "../ui/LocalizedLink";
import React from "react";
import { colors, fontSizes, radii, shadows, space } from "../../theme";
import { cardStyle } from "../ui/Card";
import CardImage from "../ui/CardImage";
import { useEnglishMark } from "../../i18n/textMarks";
import { useTranslatedContent } from "../../i18n/I18nProvider";
import { leaderPath } from "../../../contract/routes";

export type HomeLeader = Queries.HomePageQuery["allLeader"]["nodes"][number];

/**
 * A leader on Home: round portrait, name and office; the whole card opens the profile. Name and
 * office in the edition's words where the leader's translation (data/<lang>/leaders/) has them, as
 * on the profile; otherwise English, marked so.
 */
export default function LeaderCard({ leader: english }: { leader: HomeLeader }) {
  const leader = useTranslatedContent(`leaders/${english.slug}`, english);
  const photo = leader.image.childImageSharp?.gatsbyImageData;
  const en = useEnglishMark();
  return (
    <Link
      to={leaderPath(leader.slug)}
      css={[
        cardStyle,
        {
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          gap: space(3),
          height: "100%",
          padding: `${space(6)} ${space(4)}`,
          color: colors.text,
          textDecoration: "none",
          transition: "transform .15s ease, box-shadow .15s ease, border-color .15s ease",
          "&:hover": {
            transform: "translateY(-3px)",
            boxShadow: shadows.raised,
            borderColor: colors.primary,
          },
          "&:hover .leader-name": { color: colors.primaryText },
        },
      ]}
    >
      {photo && (
        <CardImage
          image={photo}
          alt=""
          css={{ borderRadius: radii.full, border: `3px solid ${colors.primary}` }}
        />
      )}
      <span
        className="leader-name"
        css={{ fontWeight: 800, fontSize: fontSizes.md, lineHeight: 1.3 }}
        {...en(leader.name)}
      >
        {leader.name}
      </span>
      <span
        css={{ color: colors.textMuted, fontSize: fontSizes.sm, lineHeight: 1.35 }}
        {...en(leader.title)}
      >
        {leader.title}
      </span>
    </Link>
  );
}

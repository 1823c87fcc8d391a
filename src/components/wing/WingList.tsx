import Link from "../ui/LocalizedLink";
import React from "react";
import { colors, fontSizes, media, shadows, space } from "../../theme";
import { cardStyle } from "../ui/Card";
import CardGrid from "../ui/CardGrid";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import { useT, useTranslatedContent } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { wingPath } from "../../../contract/routes";

type WingSummary = Queries.WingsIndexPageQuery["allWing"]["nodes"][number];

/**
 * One wing's card: title and description in the edition's words where the wing's translation
 * (data/<lang>/wings/) has them, as on the wing's page; otherwise English, marked so.
 */
function WingCard({ wing: english }: { wing: WingSummary }) {
  const t = useT();
  const en = useEnglishMark();
  const wing = useTranslatedContent(`wings/${english.slug}`, english);
  return (
    <Link
      to={wingPath(wing.slug)}
      css={[
        cardStyle,
        {
          display: "flex",
          flexDirection: "column",
          width: "100%",
          padding: space(6),
          borderTop: `4px solid ${colors.primary}`,
          color: colors.text,
          textDecoration: "none",
          transition: "transform .15s ease, box-shadow .15s ease",
          "&:hover": { transform: "translateY(-2px)", boxShadow: shadows.raised },
          "&:hover h2": { color: colors.primaryText },
        },
      ]}
    >
      <h2 css={{ fontSize: fontSizes.lg, fontWeight: 800 }} {...en(wing.title)}>
        {wing.title}
      </h2>
      <p css={{ color: colors.textMuted, flex: 1 }} {...en(wing.description)}>
        {wing.description}
      </p>
      <span
        css={{
          display: "inline-flex",
          alignItems: "center",
          gap: space(1),
          color: colors.primaryText,
          fontWeight: 700,
        }}
      >
        {t("wings.aboutWing")}
        <Icon name="arrowRight" size={18} />
      </span>
    </Link>
  );
}

/** The cards on /wings, one per wing, in the data's order. */
export default function WingList({ wings }: { wings: ReadonlyArray<WingSummary> }) {
  return (
    <Container css={{ paddingBlock: space(10), [media.md]: { paddingBlock: space(14) } }}>
      <CardGrid>
        {wings.map((wing) => (
          <li key={wing.slug} css={{ display: "flex" }}>
            <WingCard wing={wing} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}

import Link from "../ui/LocalizedLink";
import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import PageHero from "../ui/PageHero";
import { useT, useTranslatedContent } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { wingPath } from "../../../contract/routes";
import { bareList } from "../../theme/bareList";
import ContentTexts from "../ui/ContentTexts";

type WingData = NonNullable<Queries.WingPageQuery["wing"]>;
type WingLink = Queries.WingPageQuery["allWing"]["nodes"][number];

/**
 * A link to another wing, named in the edition's words where that wing's translation
 * (data/<lang>/wings/) has its title; otherwise in English, marked so.
 */
function OtherWingLink({ wing: english }: { wing: WingLink }) {
  const en = useEnglishMark();
  const wing = useTranslatedContent(`wings/${english.slug}`, english);
  return (
    <Link
      to={wingPath(wing.slug)}
      css={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        minHeight: "44px",
        paddingBlock: space(2),
        color: colors.text,
        textDecoration: "none",
        fontWeight: 600,
        "&:hover": { color: colors.primaryText },
      }}
    >
      <span {...en(wing.title)}>{wing.title}</span>
      <Icon name="chevronRight" size={18} />
    </Link>
  );
}

/** /wings/{slug}: what the wing does, its slogan, and the way in (Join Us → /contact). */
export default function WingView({ wing, otherWings }: { wing: WingData; otherWings: ReadonlyArray<WingLink> }) {
  const t = useT();
  const en = useEnglishMark();
  return (
    <article aria-labelledby="wing-title">
      <PageHero
        eyebrow={t("wings.title")}
        title={wing.title}
        titleAttrs={en(wing.title)}
        id="wing-title"
        lead={wing.description}
        leadAttrs={en(wing.description)}
      />
      <Container
        css={{
          display: "grid",
          gap: space(10),
          paddingBlock: space(10),
          [media.md]: { paddingBlock: space(14) },
          [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", gap: space(14) },
        }}
      >
        <div>
          <blockquote
            css={{
              position: "relative",
              margin: `0 0 ${space(8)}`,
              paddingBlock: space(6),
              paddingInline: `${space(16)} ${space(6)}`,
              background: colors.surfaceMuted,
              borderInlineStart: `6px solid ${colors.primary}`,
              // Square on the start side, where the rule is; rounded at the end, in either direction.
              borderRadius: radii.lg,
              borderStartStartRadius: 0,
              borderEndStartRadius: 0,
            }}
          >
            <span css={{ position: "absolute", insetInlineStart: space(5), top: space(6), color: colors.primaryText }}>
              <Icon name="quote" size={28} />
            </span>
            <p
              css={{
                margin: 0,
                fontSize: "clamp(1.2rem, 1.05rem + .6vw, 1.5rem)",
                fontWeight: 700,
                lineHeight: 1.4,
                fontStyle: "italic",
              }}
              {...en(wing.quote)}
            >
              {wing.quote}
            </p>
          </blockquote>
          <div css={{ fontSize: fontSizes.md, maxWidth: "70ch" }}>
            <ContentTexts texts={wing.content} as="p" />
          </div>
          <ButtonLink to="/contact" css={{ marginTop: space(4) }}>
            {t("wings.joinUs")}
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
        </div>

        {otherWings.length > 0 && (
          <nav aria-labelledby="other-wings">
            <h2 id="other-wings" css={{ fontSize: fontSizes.md, fontWeight: 800 }}>
              {t("wings.otherWings")}
            </h2>
            <ul css={[bareList, { borderTop: `1px solid ${colors.border}` }]}>
              {otherWings.map((other) => (
                <li key={other.slug} css={{ borderBottom: `1px solid ${colors.border}` }}>
                  <OtherWingLink wing={other} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </article>
  );
}

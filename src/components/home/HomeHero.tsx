import React from "react";
import { useT, useTParts } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { colors, fontSizes, media, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import CardImage from "../ui/CardImage";
import FirstPaintMark from "../ui/FirstPaintMark";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import { visuallyHidden } from "../../theme/visuallyHidden";

type Hero = NonNullable<Queries.HomePageQuery["homeContent"]>["hero"];

/**
 * Full-bleed opening of Home: the only eager, high-priority image on the page (the LCP). The mark after
 * it holds the first paint until the hero is parsed whole (src/lib/firstPaint.ts): its text is centred
 * vertically, so a half-parsed hero would jump when the rest arrived.
 */
export default function HomeHero({ hero }: { hero: Hero }) {
  const t = useT();
  const tParts = useTParts();
  const en = useEnglishMark();
  const image = hero.image.childImageSharp?.gatsbyImageData;
  return (
    <>
      <section
        aria-labelledby="hero-title"
        css={{
          display: "grid",
          background: colors.heroBg,
          color: colors.onHero,
          minHeight: "min(82vh, 720px)",
          "& > *": { gridArea: "1 / 1" },
        }}
      >
        {image && (
          // Shown the moment it arrives, without waiting for a script to fade it in (CardImage says why).
          <CardImage
            image={image}
            alt=""
            priority
            css={{
              gridArea: "1 / 1",
              width: "100%",
              maxWidth: "none",
              height: "100%",
              objectFit: "cover",
              objectPosition: "70% 50%",
              // Positioned as <GatsbyImage>'s wrapper was, so it paints in the same order as before.
              position: "relative",
            }}
          />
        )}
        {/* Keeps white text readable over any photograph an editor puts here. */}
        <div
          aria-hidden="true"
          css={{
            // Darkest behind the text, on the start side: the left, or the right in the editions.
            background:
              "linear-gradient(90deg, rgba(8,6,6,.86) 0%, rgba(8,6,6,.6) 55%, rgba(8,6,6,.15) 100%)",
            "[dir='rtl'] &": { transform: "scaleX(-1)" },
          }}
        />
        <Container
          css={{
            position: "relative",
            alignSelf: "center",
            paddingBlock: space(16),
            [media.md]: { paddingBlock: space(24) },
          }}
        >
          <div css={{ maxWidth: "52rem" }}>
            <p
              css={{
                display: "inline-flex",
                alignItems: "center",
                gap: space(2),
                margin: `0 0 ${space(5)}`,
                padding: `${space(1)} ${space(3)}`,
                borderRadius: "999px",
                background: "rgba(255,255,255,.1)",
                border: "1px solid rgba(255,255,255,.25)",
                fontWeight: 700,
                fontSize: fontSizes.sm,
                letterSpacing: ".08em",
                textTransform: "uppercase",
              }}
              {...en(hero.eyebrow)}
            >
              <Icon name="lamp" size={16} />
              {hero.eyebrow}
            </p>
            <h1
              id="hero-title"
              css={{
                fontSize: "clamp(2.25rem, 1.4rem + 3.8vw, 4.25rem)",
                fontWeight: 800,
                lineHeight: 1.05,
                letterSpacing: "-.02em",
                margin: 0,
              }}
              {...en(hero.title)}
            >
              {hero.title}
            </h1>
            <p
              css={{
                margin: `${space(6)} 0 0`,
                fontSize: "clamp(1.05rem, 1rem + .4vw, 1.3rem)",
                color: "rgba(255,255,255,.88)",
                maxWidth: "38rem",
              }}
              {...en(hero.subtitle)}
            >
              {hero.subtitle}
            </p>
            <div css={{ display: "flex", flexWrap: "wrap", gap: space(3), marginTop: space(8) }}>
              <ButtonLink to="/about/about">
                {/* "Learn More" alone says nothing out of context (screen-reader link lists, WCAG 2.4.4). */}
                {tParts("home.learnMore", {
                  context: <span css={visuallyHidden}>{t("home.learnMoreContext")}</span>,
                })}
                <Icon name="arrowRight" size={18} />
              </ButtonLink>
              <ButtonLink to="/projects" variant="inverse">
                {t("home.ourAchievements")}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
      <FirstPaintMark id="opening-end" />
    </>
  );
}

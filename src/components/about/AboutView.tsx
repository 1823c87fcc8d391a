import { css } from "@emotion/react";
import Link from "../ui/LocalizedLink";
import React from "react";
import { colors, fontSizes, media, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import { cardPadding, cardStyle } from "../ui/Card";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import IconCards from "../ui/IconCards";
import Section from "../ui/Section";
import PageHero from "../ui/PageHero";
import { prose } from "../ui/prose";
import StatTiles from "../ui/StatTiles";
import LeaderCards from "./LeaderCards";
import StructureLevels from "./StructureLevels";
import type { AboutContent, AboutLeader } from "./types";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import ContentTexts from "../ui/ContentTexts";

const twoColumns = css({
  display: "grid",
  gap: space(6),
  [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
});
const statement = css({
  borderTop: `4px solid ${colors.primary}`,
  "& p": { fontSize: fontSizes.md, margin: 0 },
});
const moreLink = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(2),
  marginTop: space(6),
  fontWeight: 700,
  minHeight: 44,
});
const cta = css({
  background: colors.primary,
  color: colors.onPrimary,
  paddingBlock: space(14),
  "& h2": { fontSize: "clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem)", fontWeight: 800 },
  "& p": { maxWidth: "55ch", fontSize: fontSizes.md, marginBottom: space(6) },
});

/** About Party (/about/about): introduction, mission, vision, values, leaders and structure, from data/about.json and data/leaders/. */
export default function AboutView({
  about,
  leaders,
}: {
  about: AboutContent;
  leaders: readonly AboutLeader[];
}) {
  const t = useT();
  const en = useEnglishMark();
  return (
    <>
      <PageHero
        eyebrow={t("about.eyebrow")}
        title={about.title}
        titleAttrs={en(about.title)}
        lead={about.lead}
        leadAttrs={en(about.lead)}
      />
      <Section id="who-we-are" eyebrow={t("about.introEyebrow")} title={t("about.whoWeAre")}>
        <div css={prose}>
          <ContentTexts texts={about.intro} as="p" />
        </div>
      </Section>
      <Section
        id="core-values"
        eyebrow={t("about.valuesEyebrow")}
        title={t("about.coreValues")}
        muted
      >
        <IconCards cards={about.values} columns={3} />
      </Section>
      <Section
        id="leadership"
        eyebrow={t("about.leadershipEyebrow")}
        title={t("about.leadership")}
        intro={<p {...en(about.leadershipIntro)}>{about.leadershipIntro}</p>}
      >
        <LeaderCards leaders={leaders} />
      </Section>
      <Section
        id="organisational-structure"
        eyebrow={t("about.structureEyebrow")}
        title={t("about.structure")}
        intro={<p {...en(about.structure.intro)}>{about.structure.intro}</p>}
        muted
      >
        <StructureLevels levels={about.structure.levels} />
        <Link to="/wings" css={moreLink}>
          {/* The text in its own element: beside the literal space it would be a second text node,
              which the build's HTML marks with <!-- --> and a browser render does not (the kept
              content would then differ from the build's after a client-side visit). */}
          <span>{t("about.exploreWings")}</span> <Icon name="arrowRight" size={18} />
        </Link>
      </Section>
      <Section
        id="electoral-performance"
        eyebrow={t("about.electoralEyebrow")}
        title={t("about.electoral")}
        intro={<p {...en(about.electoral.intro)}>{about.electoral.intro}</p>}
      >
        <StatTiles tiles={about.electoral.facts} />
        <Link to="/about/history#electoral-performance" css={moreLink}>
          <span>{t("about.seeResults")}</span> <Icon name="arrowRight" size={18} />
        </Link>
      </Section>
      <Section
        id="vision-and-mission"
        eyebrow={t("about.visionEyebrow")}
        title={t("about.visionMission")}
        muted
      >
        <div css={twoColumns}>
          {[about.vision, about.mission].map((s) => (
            <article key={s.title} css={[cardStyle, cardPadding, statement]}>
              <h3 css={{ fontSize: fontSizes.lg }} {...en(s.title)}>
                {s.title}
              </h3>
              <p {...en(s.text)}>{s.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <section aria-labelledby="get-involved" css={cta}>
        <Container>
          <h2 id="get-involved" {...en(about.getInvolved.title)}>
            {about.getInvolved.title}
          </h2>
          <p {...en(about.getInvolved.text)}>{about.getInvolved.text}</p>
          <ButtonLink to="/contact" variant="inverse">
            <span>{t("about.getInvolved")}</span> <Icon name="arrowRight" size={18} />
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}

import React from "react";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { colors, fontSizes, media, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { bareList } from "../../theme/bareList";

type History = NonNullable<Queries.HomePageQuery["homeContent"]>["history"];

/** A short account of the party's story and its milestones, leading to /about/history. */
export default function HistoryTeaser({ history }: { history: History }) {
  const digits = useEditionDigits();
  const t = useT();
  const en = useEnglishMark();
  return (
    <section
      aria-labelledby="history-title"
      css={{
        background: colors.heroBg,
        color: colors.onHero,
        paddingBlock: space(14),
        [media.md]: { paddingBlock: space(20) },
        backgroundImage:
          "radial-gradient(ellipse at 0% 100%, rgba(179,18,31,.35), transparent 55%)",
      }}
    >
      <Container
        css={{
          display: "grid",
          gap: space(10),
          [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: space(16) },
        }}
      >
        <div>
          <p
            css={{
              margin: `0 0 ${space(2)}`,
              color: colors.heroEyebrow,
              fontWeight: 700,
              letterSpacing: ".08em",
              textTransform: "uppercase",
              fontSize: fontSizes.xs,
            }}
            {...en(history.eyebrow)}
          >
            {history.eyebrow}
          </p>
          <h2
            id="history-title"
            css={{ fontSize: "clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem)", fontWeight: 800 }}
            {...en(history.title)}
          >
            {history.title}
          </h2>
          {history.paragraphs.map((paragraph, index) => (
            <p
              key={index}
              css={{ color: colors.onHeroMuted, fontSize: fontSizes.md }}
              {...en(paragraph)}
            >
              {paragraph}
            </p>
          ))}
          <ButtonLink to="/about/history" variant="inverse" css={{ marginTop: space(4) }}>
            {t("home.exploreHistory")}
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
        </div>
        <ol css={[bareList, { position: "relative" }]}>
          {history.milestones.map((milestone) => (
            <li
              key={`${milestone.year}-${milestone.title}`}
              css={{
                position: "relative",
                display: "grid",
                gridTemplateColumns: "4.5rem minmax(0, 1fr)",
                gap: space(4),
                paddingBottom: space(6),
                // The timeline's line and dot.
                "&::before": {
                  content: '""',
                  position: "absolute",
                  insetInlineStart: "5.25rem",
                  top: ".5rem",
                  bottom: 0,
                  width: "2px",
                  background: "rgba(255,255,255,.18)",
                },
                "&:last-of-type::before": { display: "none" },
              }}
            >
              <span
                css={{
                  fontWeight: 800,
                  fontSize: fontSizes.lg,
                  color: colors.heroEyebrow,
                  lineHeight: 1.2,
                }}
              >
                {digits(milestone.year)}
              </span>
              <div
                css={{
                  position: "relative",
                  paddingInlineStart: space(6),
                  "&::before": {
                    content: '""',
                    position: "absolute",
                    insetInlineStart: "-1px",
                    top: ".35rem",
                    width: "12px",
                    height: "12px",
                    borderRadius: "50%",
                    background: colors.primary,
                    border: `2px solid ${colors.onHero}`,
                  },
                }}
              >
                <h3
                  css={{ fontSize: fontSizes.md, fontWeight: 700, margin: 0 }}
                  {...en(milestone.title)}
                >
                  {milestone.title}
                </h3>
                <p
                  css={{ margin: `${space(1)} 0 0`, color: "rgba(255,255,255,.78)" }}
                  {...en(milestone.description)}
                >
                  {milestone.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

import React from "react";
import { inDisplayOrder } from "../../lib/biography";
import { colors, fontSizes, media, radii, space } from "../../theme";
import CardImage from "../ui/CardImage";
import Container from "../ui/Container";
import Icon from "../ui/Icon";
import PageHero from "../ui/PageHero";
import BioSection from "./BioSection";
import Paragraphs from "./Paragraphs";
import SocialLinkList from "./SocialLinkList";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT, useTParts } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { bareList } from "../../theme/bareList";

export type LeaderProfileData = NonNullable<Queries.LeaderPageQuery["leader"]>;

const PHOTO_SIZE = 200;

const h2 = { fontSize: "clamp(1.35rem, 1.15rem + .8vw, 1.75rem)", fontWeight: 800 } as const;

/** /leader/{slug}: portrait and name, biography (newest section first), achievements, links. */
export default function LeaderProfile({ leader }: { leader: LeaderProfileData }) {
  const photo = leader.image.childImageSharp?.gatsbyImageData;
  const t = useT();
  const tParts = useTParts();
  const en = useEnglishMark();
  return (
    <article aria-labelledby="leader-name">
      <PageHero
        eyebrow={t("leaders.eyebrow")}
        title={leader.name}
        titleAttrs={en(leader.name)}
        id="leader-name"
        lead={leader.title}
        leadAttrs={en(leader.title)}
        narrow
        aside={
          photo && (
            // The first thing on a phone's screen: in the static HTML with a real src, eager, first in line.
            <CardImage
              image={photo}
              alt={t("leaders.portraitAlt", { name: leader.name })}
              priority
              css={{
                flex: "none",
                width: PHOTO_SIZE,
                height: PHOTO_SIZE,
                objectFit: "cover",
                borderRadius: radii.full,
                border: `4px solid ${colors.onHero}`,
                boxShadow: "0 10px 40px rgba(0,0,0,.45)",
              }}
            />
          )
        }
      >
        {leader.url && (
          <a
            href={leader.url}
            target="_blank"
            rel="noopener noreferrer"
            css={{
              display: "inline-flex",
              alignItems: "center",
              gap: space(2),
              marginTop: space(5),
              color: colors.onHero,
              fontWeight: 600,
              minHeight: "44px",
            }}
          >
            {tParts("leaders.moreAbout", { name: <bdi {...en(leader.name)}>{leader.name}</bdi> })}
            <Icon name="external" size={18} />
            <span css={visuallyHidden}> {t("leaders.newTab")}</span>
          </a>
        )}
      </PageHero>

      <Container
        css={{
          maxWidth: "56rem",
          paddingBlock: space(10),
          [media.md]: { paddingBlock: space(14) },
        }}
      >
        <div
          css={{
            fontSize: fontSizes.lg,
            lineHeight: 1.65,
            marginBottom: space(4),
            color: colors.text,
          }}
        >
          <Paragraphs text={leader.description} />
        </div>

        {inDisplayOrder(leader.bio).map((section, index) => (
          <BioSection key={section.title} section={section} id={`bio-${index}`} />
        ))}

        {leader.achievements.length > 0 && (
          <section
            aria-labelledby="achievements"
            css={{ paddingBlock: space(8), borderTop: `1px solid ${colors.border}` }}
          >
            <h2 id="achievements" css={h2}>
              {t("leaders.achievements")}
            </h2>
            <ul css={[bareList, { display: "grid", gap: space(3) }]}>
              {leader.achievements.map((achievement) => (
                <li
                  key={achievement}
                  css={{ display: "flex", gap: space(3), alignItems: "flex-start" }}
                >
                  <span
                    css={{
                      flex: "none",
                      display: "inline-flex",
                      marginTop: "2px",
                      color: colors.onPrimary,
                      background: colors.primary,
                      borderRadius: radii.full,
                      padding: "3px",
                    }}
                  >
                    <Icon name="check" size={16} />
                  </span>
                  <span {...en(achievement)}>{achievement}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {leader.socialLinks.length > 0 && (
          <section
            aria-labelledby="social-links"
            css={{ paddingBlock: space(8), borderTop: `1px solid ${colors.border}` }}
          >
            <h2 id="social-links" css={h2}>
              {tParts("leaders.follow", { name: <bdi {...en(leader.name)}>{leader.name}</bdi> })}
            </h2>
            <SocialLinkList links={leader.socialLinks} />
          </section>
        )}
      </Container>
    </article>
  );
}

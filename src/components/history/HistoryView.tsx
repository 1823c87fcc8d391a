import { css } from "@emotion/react";
import React from "react";
import { colors, space } from "../../theme";
import PageHero from "../ui/PageHero";
import Section from "../ui/Section";
import Alliances from "./Alliances";
import ElectionChart from "./ElectionChart";
import ElectionTable from "./ElectionTable";
import FoundingNarrative from "./FoundingNarrative";
import HistoryLinks from "./HistoryLinks";
import IconCards from "../ui/IconCards";
import JourneyTimeline from "./JourneyTimeline";
import PartyInfoGrid from "./PartyInfoGrid";
import StatTiles from "../ui/StatTiles";
import { cardPadding, cardStyle } from "../ui/Card";
import type { HistoryContent } from "./types";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import ContentTexts from "../ui/ContentTexts";

const electoralLayout = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space(6),
});
const achievementsList = css({
  margin: `${space(8)} 0 0`,
  paddingInlineStart: 0,
  maxWidth: "70ch",
  // The bullets' room on each item's own start side (margin-inline-start follows the item's direction):
  // an English item marked dir="ltr" in a right-to-left list has its bullet on the left.
  "& li": { marginBottom: space(2), marginInlineStart: space(5) },
  "& li::marker": { color: colors.primaryText },
});

/** QWP History (/about/history): founding, journey, ideology, elections, alliances and party facts, from data/history.json. */
export default function HistoryView({ history }: { history: HistoryContent }) {
  const t = useT();
  const en = useEnglishMark();
  return (
    <>
      <PageHero
        eyebrow={t("history.eyebrow")}
        title={t("history.title")}
        lead={history.intro}
        leadAttrs={en(history.intro)}
      />
      <Section
        id="founding"
        eyebrow={t("history.foundingEyebrow")}
        title={history.founding.title}
        titleAttrs={en(history.founding.title)}
      >
        <FoundingNarrative
          paragraphs={history.founding.paragraphs}
          timeline={history.timeline}
          timelineLabel={t("history.keyDates")}
        />
      </Section>
      <Section
        id="ideology"
        eyebrow={t("history.ideologyEyebrow")}
        title={t("history.ideology")}
        muted
      >
        <IconCards cards={history.ideology} />
      </Section>
      <Section
        id="political-journey"
        eyebrow={t("history.journeyEyebrow")}
        title={t("history.journey")}
      >
        <JourneyTimeline events={history.events} />
      </Section>
      <Section
        id="electoral-performance"
        eyebrow={t("history.resultsEyebrow")}
        title={t("history.electoral")}
        intro={<p {...en(history.elections.intro)}>{history.elections.intro}</p>}
        muted
      >
        <div css={electoralLayout}>
          <ElectionTable results={history.elections.results} caption={t("history.tableCaption")} />
          <div css={[cardStyle, cardPadding]}>
            <ElectionChart results={history.elections.results} title={t("history.chartTitle")} />
          </div>
        </div>
      </Section>
      <Section
        id="key-achievements"
        eyebrow={t("history.achievementsEyebrow")}
        title={t("history.achievements")}
        intro={<p {...en(history.achievements.intro)}>{history.achievements.intro}</p>}
      >
        <StatTiles tiles={history.achievements.stats} />
        <ul css={achievementsList}>
          <ContentTexts texts={history.achievements.items} as="li" />
        </ul>
      </Section>
      <Section
        id="party-information"
        eyebrow={t("history.infoEyebrow")}
        title={t("history.partyInfo")}
        muted
      >
        <PartyInfoGrid items={history.partyInfo} />
      </Section>
      <Section
        id="alliances"
        eyebrow={t("history.alliancesEyebrow")}
        title={t("history.alliances")}
      >
        <Alliances alliances={history.alliances} />
      </Section>
      <Section id="explore-more" title={t("history.exploreMore")} muted>
        <HistoryLinks links={history.links} />
      </Section>
    </>
  );
}

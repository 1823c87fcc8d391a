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

const electoralLayout = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space(6),
});
const achievementsList = css({
  margin: `${space(8)} 0 0`,
  paddingInlineStart: space(5),
  maxWidth: "70ch",
  "& li": { marginBottom: space(2) },
  "& li::marker": { color: colors.primaryText },
});

/** QWP History (/about/history): founding, journey, ideology, elections, alliances and party facts, from data/history.json. */
export default function HistoryView({ history }: { history: HistoryContent }) {
  return (
    <>
      <PageHero eyebrow="Party History" title="QWP History" lead={history.intro} />
      <Section id="founding" eyebrow="Founding and transformation" title={history.founding.title}>
        <FoundingNarrative
          paragraphs={history.founding.paragraphs}
          timeline={history.timeline}
          timelineLabel="Key dates"
        />
      </Section>
      <Section id="ideology" eyebrow="What we stand for" title="Our Ideology" muted>
        <IconCards cards={history.ideology} />
      </Section>
      <Section id="political-journey" eyebrow="Timeline" title="Political Journey">
        <JourneyTimeline events={history.events} />
      </Section>
      <Section
        id="electoral-performance"
        eyebrow="Results"
        title="Electoral Performance"
        intro={<p>{history.elections.intro}</p>}
        muted
      >
        <div css={electoralLayout}>
          <ElectionTable
            results={history.elections.results}
            caption="Electoral performance by election year"
          />
          <div css={[cardStyle, cardPadding]}>
            <ElectionChart
              results={history.elections.results}
              title="Seats won by year and assembly"
            />
          </div>
        </div>
      </Section>
      <Section
        id="key-achievements"
        eyebrow="Record"
        title="Key Achievements"
        intro={<p>{history.achievements.intro}</p>}
      >
        <StatTiles tiles={history.achievements.stats} />
        <ul css={achievementsList}>
          {history.achievements.items.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </Section>
      <Section id="party-information" eyebrow="At a glance" title="Party Information" muted>
        <PartyInfoGrid items={history.partyInfo} />
      </Section>
      <Section id="alliances" eyebrow="Working with others" title="Alliances">
        <Alliances alliances={history.alliances} />
      </Section>
      <Section id="explore-more" title="Explore More" muted>
        <HistoryLinks links={history.links} />
      </Section>
    </>
  );
}

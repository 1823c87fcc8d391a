import React from "react";
import HistoryTeaser from "./HistoryTeaser";
import HomeHero from "./HomeHero";
import LeadershipSection from "./LeadershipSection";
import PartyIntro from "./PartyIntro";
import ProjectsSummary from "./ProjectsSummary";
import StaticContent from "../ui/StaticContent";

type HomeViewProps = {
  content: NonNullable<Queries.HomePageQuery["homeContent"]>;
  catalogue: Queries.HomePageQuery["projectCatalogue"];
  leaders: Queries.HomePageQuery["allLeader"]["nodes"];
  /** The latest-news block, last on the page; the page passes it so Home does not reach into news/. */
  latestNews: React.ReactNode;
  /** The next three events, below the latest news (nothing when there are none). */
  upcomingEvents?: React.ReactNode;
};

/** Home: hero, party introduction, projects, leadership, history, then the latest news. */
export default function HomeView({ content, catalogue, leaders, latestNews, upcomingEvents }: HomeViewProps) {
  return (
    <>
      <StaticContent>
        <HomeHero hero={content.hero} />
        <PartyIntro intro={content.intro} />
        <ProjectsSummary heading={content.projects} catalogue={catalogue} />
        <LeadershipSection heading={content.leadership} leaders={leaders} />
        <HistoryTeaser history={content.history} />
      </StaticContent>
      {latestNews}
      {upcomingEvents}
    </>
  );
}

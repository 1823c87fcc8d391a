import React from "react";
import LatestNews from "../news/LatestNews";
import HistoryTeaser from "./HistoryTeaser";
import HomeHero from "./HomeHero";
import LeadershipSection from "./LeadershipSection";
import PartyIntro from "./PartyIntro";
import ProjectsSummary from "./ProjectsSummary";

type HomeViewProps = {
  content: NonNullable<Queries.HomePageQuery["homeContent"]>;
  catalogue: Queries.HomePageQuery["projectCatalogue"];
  leaders: Queries.HomePageQuery["allLeader"]["nodes"];
};

/** Home, in the order of SPEC section 2. */
export default function HomeView({ content, catalogue, leaders }: HomeViewProps) {
  return (
    <>
      <HomeHero hero={content.hero} />
      <PartyIntro intro={content.intro} />
      <ProjectsSummary heading={content.projects} catalogue={catalogue} />
      <LeadershipSection heading={content.leadership} leaders={leaders} />
      <HistoryTeaser history={content.history} />
      <LatestNews />
    </>
  );
}

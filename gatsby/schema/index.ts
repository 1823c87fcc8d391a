import { aboutTypeDefs } from "./about";
import { historyTypeDefs } from "./history";
import { homeTypeDefs } from "./home";
import { leaderTypeDefs } from "./leader";
import { manifestosTypeDefs } from "./manifestos";
import { projectsTypeDefs } from "./projects";
import { siteTypeDefs } from "./site";
import { wingTypeDefs } from "./wing";
import { districtTypeDefs } from "./district";

/**
 * Every JSON node type is declared here with @dontInfer, so the GraphQL schema (and the
 * generated TypeScript types) never depend on what happens to be in the data, and a missing
 * required field is a build error rather than a silently empty page.
 */
export const typeDefs = [
  siteTypeDefs,
  leaderTypeDefs,
  wingTypeDefs,
  districtTypeDefs,
  projectsTypeDefs,
  manifestosTypeDefs,
  aboutTypeDefs,
  historyTypeDefs,
  homeTypeDefs,
];

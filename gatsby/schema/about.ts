/** data/about.json: everything on /about/about (About Party) except the leaders, which come from data/leaders/. */
export const aboutTypeDefs = /* GraphQL */ `
  type AboutCard {
    title: String!
    description: String!
    "An icon name from src/components/ui/Icon.tsx."
    icon: String!
  }

  type AboutLevel {
    title: String!
    description: String!
  }

  type AboutStructure {
    intro: String!
    levels: [AboutLevel!]!
  }

  type AboutElectoral {
    intro: String!
    facts: [StatTile!]!
  }

  type AboutStatement {
    title: String!
    text: String!
  }

  type AboutCallToAction {
    title: String!
    text: String!
  }

  type AboutContent implements Node @dontInfer {
    title: String!
    lead: String!
    intro: [String!]!
    values: [AboutCard!]!
    leadershipIntro: String!
    structure: AboutStructure!
    electoral: AboutElectoral!
    vision: AboutStatement!
    mission: AboutStatement!
    getInvolved: AboutCallToAction!
  }
`;

/** data/history.json: everything on /about/history (QWP History). */
export const historyTypeDefs = /* GraphQL */ `
  type LabelValue {
    label: String!
    value: String!
  }

  type HistoryNarrative {
    title: String!
    paragraphs: [String!]!
  }

  "A dated milestone in the founding narrative; highlighted entries are emphasised."
  type TimelineEntry {
    year: String!
    title: String!
    description: String!
    highlight: Boolean!
  }

  type IdeologyCard {
    title: String!
    description: String!
    "An icon name from src/components/ui/Icon.tsx."
    icon: String!
  }

  "One step of the political journey."
  type HistoryEvent {
    year: String!
    title: String!
    description: String!
    "founding | electoral | political"
    type: String!
    stats: [LabelValue!]
    details: [String!]!
  }

  type ElectionResult {
    year: String!
    "The name the party contested under."
    party: String!
    national: Int!
    provincial: Int!
    senate: Int!
    "Share of the national vote, e.g. 0.3%; null where no figure is published here."
    vote: String
    outcome: String
  }

  type ElectionRecord {
    intro: String!
    results: [ElectionResult!]!
  }

  type HistoryAchievements {
    intro: String!
    stats: [StatTile!]!
    items: [String!]!
  }

  type HistoryAlliance {
    "coalition | opposition"
    kind: String!
    title: String!
    partner: String!
    period: String!
    summary: String!
    milestones: [LabelValue!]!
  }

  type HistoryLink {
    label: String!
    description: String!
    href: String!
  }

  type HistoryContent implements Node @dontInfer {
    intro: String!
    founding: HistoryNarrative!
    timeline: [TimelineEntry!]!
    ideology: [IdeologyCard!]!
    events: [HistoryEvent!]!
    elections: ElectionRecord!
    achievements: HistoryAchievements!
    partyInfo: [LabelValue!]!
    alliances: [HistoryAlliance!]!
    links: [HistoryLink!]!
  }
`;

/** data/home.json: the Home page's hero, party intro, displayed stats and section headings. */
export const homeTypeDefs = /* GraphQL */ `
  type HomeHero {
    "Small label above the title."
    eyebrow: String!
    title: String!
    subtitle: String!
    "Background photograph; it sits under white text, so it must stay dark."
    image: File! @fileByRelativePath
  }

  type HomeStat {
    "Shown large, e.g. '50+'."
    number: String!
    label: String!
  }

  "Eyebrow, title and intro of one Home section."
  type HomeSectionHeading {
    eyebrow: String!
    title: String!
    intro: String
  }

  type HomeIntro {
    eyebrow: String!
    title: String!
    "Paragraphs of the party introduction."
    paragraphs: [String!]!
    stats: [HomeStat!]!
  }

  type HomeMilestone {
    year: String!
    title: String!
    description: String!
  }

  type HomeHistory {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    milestones: [HomeMilestone!]!
  }

  type HomeContent implements Node @dontInfer {
    hero: HomeHero!
    intro: HomeIntro!
    projects: HomeSectionHeading!
    leadership: HomeSectionHeading!
    history: HomeHistory!
  }
`;

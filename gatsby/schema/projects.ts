/** data/projects.json: stat cards, category tabs, project cards and the decade timeline of /projects. */
export const projectsTypeDefs = /* GraphQL */ `
  type StatTile {
    number: String!
    label: String!
    colour: String!
  }

  type ProjectCategory {
    id: String!
    label: String!
    icon: String!
  }

  type Project {
    title: String!
    description: String!
    "One of the ids in categories (never 'all')."
    category: String!
    "Completed | Ongoing | In Progress | Awarded | Operational"
    status: String!
    year: String!
    location: String!
    source: String
    image: File @fileByRelativePath
  }

  type ProjectDecade {
    decade: String!
    title: String!
    items: [String!]!
  }

  type ProjectCatalogue implements Node @dontInfer {
    stats: [StatTile!]!
    categories: [ProjectCategory!]!
    projects: [Project!]!
    timeline: [ProjectDecade!]!
  }
`;

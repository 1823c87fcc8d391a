/** One file per leader in data/leaders/; each creates /leader/{slug}. */
export const leaderTypeDefs = /* GraphQL */ `
  type LeaderBioSubSection {
    title: String!
    description: String!
  }

  type LeaderBioSection {
    title: String!
    description: String!
    content: [LeaderBioSubSection!]
  }

  type Leader implements Node @dontInfer {
    slug: String!
    "Position in menus and on the home page (ascending)."
    order: Int!
    name: String!
    title: String!
    image: File! @fileByRelativePath
    "Optional external page about the leader (e.g. an official profile)."
    url: String
    description: String!
    bio: [LeaderBioSection!]!
    achievements: [String!]!
    socialLinks: [SocialLink!]!
  }
`;

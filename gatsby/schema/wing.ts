/** One file per wing in data/wings/; each creates /wings/{slug}. */
export const wingTypeDefs = /* GraphQL */ `
  type Wing implements Node @dontInfer {
    id: ID!
    slug: String!
    "Position in menus and on /wings (ascending)."
    order: Int!
    title: String!
    description: String!
    quote: String!
    content: [String!]!
  }
`;

/** data/manifestos.json: the four manifestos shown on /about/manifestos. */
export const manifestosTypeDefs = /* GraphQL */ `
  type ManifestoSectionPreview {
    title: String!
    body: [String!]!
  }

  type Manifesto {
    id: String!
    title: String!
    subtitle: String!
    description: String!
    year: String!
    "General Elections | Local Elections"
    type: String!
    pages: Int!
    language: String!
    "Current | Archive | Recent"
    status: String!
    "Path of the PDF under static/, e.g. /manifestos/qwp-manifesto-2024.pdf"
    downloadUrl: String!
    coverImage: File! @fileByRelativePath
    highlights: [String!]!
    "Table of contents."
    sections: [String!]!
    "Sections shown in the in-page preview (Preamble, Foreign Policy, Economy, Security)."
    preview: [ManifestoSectionPreview!]!
  }

  type ManifestoCatalogue implements Node @dontInfer {
    manifestos: [Manifesto!]!
  }
`;

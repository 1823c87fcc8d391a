/** One file per district in data/districts/; each creates /districts/{slug}. */
export const districtTypeDefs = /* GraphQL */ `
  type District implements Node @dontInfer {
    slug: String!
    "The English name: what the events API names the district by."
    name: String!
    division: String!
    "True while the office and office-bearers are placeholders for the party to replace."
    placeholder: Boolean
    office: DistrictOffice!
    officeBearers: [DistrictOfficeBearer!]!
    whatsapp: String
    facebook: String
  }
  type DistrictOffice {
    address: String!
    phone: String!
    latitude: Float!
    longitude: Float!
  }
  type DistrictOfficeBearer {
    role: String!
    name: String!
    photo: File @fileByRelativePath
    leader: String
  }
`;

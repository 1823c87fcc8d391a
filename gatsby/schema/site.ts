/** Site-wide contact data, social links, developer credit and navigation (data/site.json, data/navigation.json). */
export const siteTypeDefs = /* GraphQL */ `
  type SocialLink {
    platform: String!
    url: String!
    label: String
  }

  type MapEmbed {
    title: String!
    embedUrl: String!
    directionsUrl: String!
  }

  type DeveloperCredit {
    name: String!
    url: String!
    bio: String
    socialLinks: [SocialLink!]!
  }

  type SiteInfo implements Node @dontInfer {
    name: String!
    shortName: String!
    tagline: String!
    description: String!
    address: String!
    email: String!
    phone: String!
    phones: [String!]!
    socialLinks: [SocialLink!]!
    map: MapEmbed!
    developer: DeveloperCredit!
    logo: File @fileByRelativePath
    shareImage: File @fileByRelativePath
  }

  type NavSubItem {
    name: String!
    href: String!
  }

  type NavItem {
    name: String!
    href: String!
    subItems: [NavSubItem!]
  }

  type Navigation implements Node @dontInfer {
    items: [NavItem!]!
    quickLinks: [NavSubItem!]!
  }
`;

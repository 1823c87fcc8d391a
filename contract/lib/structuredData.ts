/**
 * schema.org JSON-LD for search engines: the party as an Organization (Home) and each leader
 * as a Person. Pure functions of the data, so they are unit-tested and never drift from the page.
 */

export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry?: string;
};

const COUNTRY_CODES: Record<string, string> = { pakistan: "PK" };

/**
 * Splits "Street, Area, City, Province, Country" (the form of data/site.json's address) into
 * schema.org parts. An address with fewer parts stays whole in streetAddress rather than
 * being guessed at.
 */
export function postalAddress(address: string): PostalAddress {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 4) return { "@type": "PostalAddress", streetAddress: parts.join(", ") };
  const country = parts[parts.length - 1];
  return {
    "@type": "PostalAddress",
    streetAddress: parts.slice(0, -3).join(", "),
    addressLocality: parts[parts.length - 3],
    addressRegion: parts[parts.length - 2],
    addressCountry: COUNTRY_CODES[country.toLowerCase()] ?? country,
  };
}

/** Joins a site-relative path to the site's address; absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}/${pathOrUrl.replace(/^\/+/, "")}`;
}

export type OrganizationInput = {
  name: string;
  alternateName?: string;
  description: string;
  siteUrl: string;
  logoPath?: string | null;
  email: string;
  phone: string;
  address: string;
  sameAs: readonly string[];
};

export function organizationJsonLd(org: OrganizationInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(org.siteUrl, "/")}#organization`,
    name: org.name,
    ...(org.alternateName ? { alternateName: org.alternateName } : {}),
    description: org.description,
    url: absoluteUrl(org.siteUrl, "/"),
    ...(org.logoPath ? { logo: absoluteUrl(org.siteUrl, org.logoPath) } : {}),
    email: org.email,
    telephone: org.phone,
    address: postalAddress(org.address),
    sameAs: [...org.sameAs],
  };
}

export type PersonInput = {
  name: string;
  jobTitle: string;
  description: string;
  pagePath: string;
  siteUrl: string;
  imagePath?: string | null;
  organizationName: string;
  sameAs: readonly string[];
};

export function personJsonLd(person: PersonInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    description: person.description,
    url: absoluteUrl(person.siteUrl, person.pagePath),
    ...(person.imagePath ? { image: absoluteUrl(person.siteUrl, person.imagePath) } : {}),
    memberOf: {
      "@type": "Organization",
      "@id": `${absoluteUrl(person.siteUrl, "/")}#organization`,
      name: person.organizationName,
    },
    ...(person.sameAs.length > 0 ? { sameAs: [...person.sameAs] } : {}),
  };
}

export type DistrictOrganizationInput = {
  /** "Qaumi Watan Party, Swabi", as the edition writes it. */
  name: string;
  pagePath: string;
  siteUrl: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  partyName: string;
  officeBearers: ReadonlyArray<{ role: string; name: string; leaderPath?: string }>;
  sameAs: readonly string[];
};

/** A district's party organisation: its office, telephone and office-bearers, part of the party. */
export function districtOrganizationJsonLd(district: DistrictOrganizationInput) {
  const url = absoluteUrl(district.siteUrl, district.pagePath);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: district.name,
    url,
    telephone: district.phone,
    address: { "@type": "PostalAddress", streetAddress: district.address, addressRegion: "Khyber Pakhtunkhwa", addressCountry: "PK" },
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: district.latitude, longitude: district.longitude },
    },
    parentOrganization: {
      "@type": "Organization",
      "@id": `${absoluteUrl(district.siteUrl, "/")}#organization`,
      name: district.partyName,
    },
    // schema.org's Role carries the office: the role's member is the person who holds it.
    member: district.officeBearers.map((bearer) => ({
      "@type": "OrganizationRole",
      roleName: bearer.role,
      member: {
        "@type": "Person",
        name: bearer.name,
        ...(bearer.leaderPath ? { url: absoluteUrl(district.siteUrl, bearer.leaderPath) } : {}),
      },
    })),
    ...(district.sameAs.length > 0 ? { sameAs: [...district.sameAs] } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so text in the data can never
 * close the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The party's mark as published by the layout (static/images/qwp-icon.png), until site.json names a logo. */
export const FALLBACK_LOGO = "/images/qwp-icon.png";

/** What Home's page query gives: the site's contact data and its address on the web. */
export type HomeSiteData = {
  siteInfo?: {
    name: string;
    shortName?: string | null;
    description: string;
    email: string;
    phone: string;
    address: string;
    socialLinks: ReadonlyArray<{ url: string }>;
    logo?: { publicURL?: string | null } | null;
  } | null;
  site?: { siteMetadata?: { siteUrl?: string | null } | null } | null;
};

/** Home's Organization, from its page query's data (undefined without site.json's data). */
export function homeOrganizationJsonLd({ siteInfo, site }: HomeSiteData) {
  if (!siteInfo) return undefined;
  return organizationJsonLd({
    name: siteInfo.name,
    alternateName: siteInfo.shortName ?? undefined,
    description: siteInfo.description,
    siteUrl: site?.siteMetadata?.siteUrl ?? "",
    logoPath: siteInfo.logo?.publicURL ?? FALLBACK_LOGO,
    email: siteInfo.email,
    phone: siteInfo.phone,
    address: siteInfo.address,
    sameAs: siteInfo.socialLinks.map((link) => link.url),
  });
}

const EVENT_STATUS_TYPES = {
  scheduled: "https://schema.org/EventScheduled",
  rescheduled: "https://schema.org/EventRescheduled",
  postponed: "https://schema.org/EventPostponed",
  cancelled: "https://schema.org/EventCancelled",
} as const;

export type EventInput = {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  previousStartsAt: string | null;
  /** What a visitor is told (contract/lib/eventStatus.ts), which is schema.org's eventStatus. */
  shownStatus: keyof typeof EVENT_STATUS_TYPES;
  venue: string;
  address: string;
  /** The district's English name, for the address's locality. */
  district: string;
  map: { lat: number; lon: number } | null;
  pagePath: string;
  siteUrl: string;
  imageUrl?: string | null;
  lang: string;
  /** The organising wing (its name and page), or the party itself. */
  organizer: { name: string; pagePath: string };
};

/** An event's schema.org/Event: a gathering at a place (offline), organised by the party or one of its wings. */
export function eventJsonLd(event: EventInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: event.startsAt,
    endDate: event.endsAt,
    ...(event.previousStartsAt ? { previousStartDate: event.previousStartsAt } : {}),
    eventStatus: EVENT_STATUS_TYPES[event.shownStatus],
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    inLanguage: event.lang,
    url: absoluteUrl(event.siteUrl, event.pagePath),
    ...(event.imageUrl ? { image: absoluteUrl(event.siteUrl, event.imageUrl) } : {}),
    location: {
      "@type": "Place",
      name: event.venue,
      address: {
        "@type": "PostalAddress",
        streetAddress: event.address,
        addressLocality: event.district,
        addressRegion: "Khyber Pakhtunkhwa",
        addressCountry: "PK",
      },
      ...(event.map
        ? { geo: { "@type": "GeoCoordinates", latitude: event.map.lat, longitude: event.map.lon } }
        : {}),
    },
    organizer: {
      "@type": "Organization",
      name: event.organizer.name,
      url: absoluteUrl(event.siteUrl, event.organizer.pagePath),
    },
  };
}

export type NewsArticleInput = {
  headline: string;
  description: string;
  pagePath: string;
  siteUrl: string;
  publishedAt: string;
  modifiedAt: string;
  /** The article's photo, or the site's share picture when it has none (Google wants an image). */
  imagePath: string;
  lang: string;
  /** The party, in the edition's words: the author and the publisher. */
  party: { name: string; pagePath: string; logoPath: string };
};

/** An article's schema.org/NewsArticle, written by the party and published by it (Google's Article rich result). */
export function newsArticleJsonLd(article: NewsArticleInput) {
  const party = { "@type": "Organization", name: article.party.name, url: absoluteUrl(article.siteUrl, article.party.pagePath) };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.headline,
    description: article.description,
    url: absoluteUrl(article.siteUrl, article.pagePath),
    mainEntityOfPage: absoluteUrl(article.siteUrl, article.pagePath),
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt,
    image: [absoluteUrl(article.siteUrl, article.imagePath)],
    inLanguage: article.lang,
    author: [party],
    publisher: { ...party, logo: { "@type": "ImageObject", url: absoluteUrl(article.siteUrl, article.party.logoPath) } },
  };
}

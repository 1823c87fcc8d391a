import {
  absoluteUrl,
  eventJsonLd,
  organizationJsonLd,
  personJsonLd,
  postalAddress,
  serializeJsonLd,
} from "../../contract/lib/structuredData";

describe("postalAddress", () => {
  it("splits street, locality, region and country", () => {
    expect(
      postalAddress("Central Secretariat, University Town, Peshawar, Khyber Pakhtunkhwa, Pakistan"),
    ).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Central Secretariat, University Town",
      addressLocality: "Peshawar",
      addressRegion: "Khyber Pakhtunkhwa",
      addressCountry: "PK",
    });
  });

  it("keeps a short address whole instead of guessing", () => {
    expect(postalAddress("University Town, Peshawar")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "University Town, Peshawar",
    });
  });
});

describe("absoluteUrl", () => {
  it("joins paths to the site address and leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://www.qwp.org.pk/", "/leader/x")).toBe("https://www.qwp.org.pk/leader/x");
    expect(absoluteUrl("https://www.qwp.org.pk", "https://example.org/a")).toBe("https://example.org/a");
  });
});

describe("organizationJsonLd", () => {
  const input = {
    name: "Qaumi Watan Party",
    alternateName: "QWP",
    description: "A party.",
    siteUrl: "https://www.qwp.org.pk",
    logoPath: "/static/logo.png",
    email: "info@qwp.org.pk",
    phone: "+92 91 5840011",
    address: "Central Secretariat, University Town, Peshawar, Khyber Pakhtunkhwa, Pakistan",
    sameAs: ["https://www.facebook.com/QWPOfficial", "https://twitter.com/QWPOfficial"],
  };

  it("describes the party as an Organization with its logo, socials and address", () => {
    const data = organizationJsonLd(input);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Qaumi Watan Party",
      url: "https://www.qwp.org.pk/",
      logo: "https://www.qwp.org.pk/static/logo.png",
      sameAs: input.sameAs,
      email: "info@qwp.org.pk",
      telephone: "+92 91 5840011",
    });
    expect(data.address.addressLocality).toBe("Peshawar");
  });

  it("omits the logo when the site has none", () => {
    expect(organizationJsonLd({ ...input, logoPath: null })).not.toHaveProperty("logo");
  });
});

describe("personJsonLd", () => {
  it("describes a leader as a Person who is a member of the party", () => {
    const data = personJsonLd({
      name: "Tariq Khan",
      jobTitle: "Secretary Information",
      description: "Tariq Khan is the Secretary Information.",
      pagePath: "/leader/tariq-khan",
      siteUrl: "https://www.qwp.org.pk",
      imagePath: "/static/abc/tariq-khan.jpg",
      organizationName: "Qaumi Watan Party",
      sameAs: [],
    });
    expect(data).toMatchObject({
      "@type": "Person",
      name: "Tariq Khan",
      jobTitle: "Secretary Information",
      url: "https://www.qwp.org.pk/leader/tariq-khan",
      image: "https://www.qwp.org.pk/static/abc/tariq-khan.jpg",
      memberOf: { "@type": "Organization", name: "Qaumi Watan Party" },
    });
    expect(data).not.toHaveProperty("sameAs");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element early", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("eventJsonLd", () => {
  const base = {
    name: "Jalsa in Charsadda",
    description: "The party's rally.",
    startsAt: "2026-12-05T09:00:00.000Z",
    endsAt: "2026-12-05T12:30:00.000Z",
    previousStartsAt: null,
    shownStatus: "scheduled" as const,
    venue: "Sardaryab Ground",
    address: "Sardaryab Road",
    district: "Charsadda",
    map: null,
    pagePath: "/ur/events/jalsa",
    siteUrl: "https://www.qwp.org.pk",
    lang: "ur",
    organizer: { name: "Qaumi Watan Party", pagePath: "/" },
  };

  it("is an offline Event at a Place with a postal address, organised by the party", () => {
    expect(eventJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Jalsa in Charsadda",
      description: "The party's rally.",
      startDate: "2026-12-05T09:00:00.000Z",
      endDate: "2026-12-05T12:30:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      inLanguage: "ur",
      url: "https://www.qwp.org.pk/ur/events/jalsa",
      location: {
        "@type": "Place",
        name: "Sardaryab Ground",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Sardaryab Road",
          addressLocality: "Charsadda",
          addressRegion: "Khyber Pakhtunkhwa",
          addressCountry: "PK",
        },
      },
      organizer: { "@type": "Organization", name: "Qaumi Watan Party", url: "https://www.qwp.org.pk/" },
    });
  });

  it("names each state by schema.org's status, the old date of a moved event, the map point and the wing", () => {
    expect(eventJsonLd({ ...base, shownStatus: "cancelled" }).eventStatus).toBe("https://schema.org/EventCancelled");
    expect(eventJsonLd({ ...base, shownStatus: "postponed" }).eventStatus).toBe("https://schema.org/EventPostponed");
    const moved = eventJsonLd({
      ...base,
      shownStatus: "rescheduled",
      previousStartsAt: "2026-11-28T09:00:00.000Z",
      map: { lat: 34.1482, lon: 71.7406 },
      organizer: { name: "Youth Wing", pagePath: "/wings/youth-wing" },
    });
    expect(moved.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(moved.previousStartDate).toBe("2026-11-28T09:00:00.000Z");
    expect(moved.location.geo).toEqual({ "@type": "GeoCoordinates", latitude: 34.1482, longitude: 71.7406 });
    expect(moved.organizer).toEqual({ "@type": "Organization", name: "Youth Wing", url: "https://www.qwp.org.pk/wings/youth-wing" });
  });
});

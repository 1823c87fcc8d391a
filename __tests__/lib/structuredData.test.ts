import {
  absoluteUrl,
  organizationJsonLd,
  personJsonLd,
  postalAddress,
  serializeJsonLd,
} from "../../src/lib/structuredData";

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

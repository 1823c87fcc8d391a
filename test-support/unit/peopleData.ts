/** Fixtures shaped like the page queries of the Home, leader and wing pages (types from the generated Queries). */
import type { IGatsbyImageData } from "gatsby-plugin-image";

export const imageData = (width: number, height: number): IGatsbyImageData => ({
  layout: "fixed",
  width,
  height,
  images: { fallback: { src: `/static/test-${width}.jpg`, srcSet: `/static/test-${width}.jpg 1x` }, sources: [] },
});

export const leaderFixture: NonNullable<Queries.LeaderPageQuery["leader"]> = {
  slug: "test-leader",
  name: "Test Leader",
  title: "General Secretary",
  url: "https://example.org/test-leader",
  description: "Test Leader is an office bearer.",
  image: { childImageSharp: { gatsbyImageData: imageData(200, 200) } },
  share: { childImageSharp: { gatsbyImageData: imageData(800, 800) } },
  bio: [
    { title: "Stored First", description: "Born in a village.\nEducated in Peshawar.", content: null },
    {
      title: "Stored Second",
      description: "Entered politics.",
      content: [
        { title: "Sub One", description: "Line A.\nLine B." },
        { title: "Sub Two", description: "Line C." },
      ],
    },
    { title: "Stored Third", description: "Leads the party today.", content: [] },
  ],
  achievements: ["First achievement", "Second achievement"],
  socialLinks: [
    { platform: "facebook", url: "https://facebook.com/test-leader", label: null },
    { platform: "website", url: "https://example.org", label: "Personal website" },
  ],
};

export const wingFixture: NonNullable<Queries.WingPageQuery["wing"]> = {
  slug: "youth-wing",
  title: "Youth Wing",
  description: "Young people in the party.",
  quote: "The youth are the strength of the nation.",
  content: ["First paragraph about the wing.", "Second paragraph about the wing."],
};

export const otherWingsFixture: Queries.WingPageQuery["allWing"]["nodes"] = [
  { slug: "women-wing", title: "Women Wing" },
  { slug: "it-wing", title: "IT Wing" },
];

const project = (n: number, status = "Completed") => ({
  title: `Project ${n}`,
  description: `Description of project ${n}.`,
  category: n % 2 ? "water" : "infrastructure",
  status,
  year: String(2000 + n),
  location: `District ${n}`,
  image: n === 1 ? { childImageSharp: { gatsbyImageData: { ...imageData(400, 250), layout: "constrained" as const } } } : null,
});

export const catalogueFixture: NonNullable<Queries.HomePageQuery["projectCatalogue"]> = {
  categories: [
    { id: "all", label: "All Projects" },
    { id: "water", label: "Water & Dams" },
    { id: "infrastructure", label: "Infrastructure" },
  ],
  projects: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => project(n, n === 2 ? "In Progress" : "Completed")),
};

export const homeContentFixture: NonNullable<Queries.HomePageQuery["homeContent"]> = {
  hero: {
    eyebrow: "Qaumi Watan Party",
    title: "Hero title",
    subtitle: "Hero subtitle",
    image: { childImageSharp: { gatsbyImageData: { ...imageData(1920, 1080), layout: "fullWidth" } } },
  },
  intro: {
    eyebrow: "About the Party",
    title: "Who we are",
    paragraphs: ["Intro one.", "Intro two."],
    stats: [
      { number: "50+", label: "Infrastructure projects" },
      { number: "5", label: "Districts established" },
    ],
  },
  projects: { eyebrow: "Achievements", title: "Projects and Achievements", intro: "Projects intro." },
  leadership: { eyebrow: "Leadership", title: "Our Leadership", intro: null },
  history: {
    eyebrow: "Our History",
    title: "A record of service",
    paragraphs: ["History paragraph."],
    milestones: [{ year: "2012", title: "Renamed", description: "Renamed on 17 October 2012." }],
  },
};

export const homeLeadersFixture: Queries.HomePageQuery["allLeader"]["nodes"] = [
  ["aftab-ahmad-khan-sherpao", "Aftab Ahmad Khan Sherpao", "Chairman"],
  ["ahmad-nawaz-jadoon", "Ahmad Nawaz Jadoon", "General Secretary"],
  ["anisa-zeb-tahirkheli", "Anisa Zeb Tahirkheli", "Vice-Chairperson"],
  ["tariq-khan", "Tariq Khan", "Secretary Information"],
  ["sikandar-hayat-sherpao", "Sikandar Hayat Sherpao", "Provincial Chairman, Khyber Pakhtunkhwa"],
].map(([slug, name, title]) => ({
  slug,
  name,
  title,
  image: { childImageSharp: { gatsbyImageData: imageData(128, 128) } },
}));

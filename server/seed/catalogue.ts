/** Demonstration videos, services and products for a first run (see docs/server.md). */

export const SEED_CHANNEL = { id: "UCqwpDemoChannel0000000", title: "Qaumi Watan Party" };

export type SeedVideo = { videoId: string; title: string; description: string; publishedAt: string };

const VIDEO_TOPICS: Array<[string, string]> = [
  ["Provincial council meeting: opening address", "Opening address at the provincial council meeting in Peshawar, with a review of the organisational year and the plans for the annual convention."],
  ["Youth convention highlights", "Highlights from the youth convention on jobs, skills and digital work: panels on vocational training, freelancing and starting a small business."],
  ["Women wing workshop for district organisers", "Scenes from the two-day women wing workshop on community outreach, identity cards and voter registration checks."],
  ["Tree plantation drive in Charsadda", "Party workers, students and volunteers plant saplings on school grounds and along roads during the autumn planting season."],
  ["Free medical camp: volunteer doctors at work", "Volunteer doctors from the doctors wing examine patients, give basic medicines and refer serious cases to district hospitals."],
  ["Traders' consultation on the next manifesto", "Traders' associations share their proposals on tax registration, electricity supply and old bazaars with the manifesto committee."],
  ["How to apply for membership online", "A short guide to the online membership application: the information it asks for and what happens after you apply."],
  ["Flood preparedness meeting in Swat", "Volunteers review evacuation routes, first-aid kits and phone trees ahead of the next monsoon season."],
  ["Scholarships for students: how to apply", "The students' welfare committee explains who can apply for need-based grants and which documents to bring."],
  ["District organisation elections explained", "The party's election commission explains the phases, eligibility rules and nomination process for district elections."],
  ["Legal aid desk: free advice every Saturday", "Volunteer lawyers describe the advice available at the weekly legal aid desk at the Central Secretariat."],
  ["Central committee resolution on provincial finance", "A spokesperson reads the central committee's resolution on the timely transfer of the province's financial share."],
  ["Digital literacy classes for adults", "Evening classes by the IT wing: smartphone safety, government e-services and online forms."],
  ["Independence Day at district offices", "Flag hoisting, speeches and poetry recitals at district offices on Independence Day."],
  ["Pashto poetry evening", "An evening of Pashto poetry and music organised by the cultural committee."],
  ["Interview: the party's position on provincial autonomy", "A discussion of provincial rights, the finance award and the powers of the provincial assembly."],
  ["Annual convention preview", "Organisers describe the programme, venue and registration for the annual convention."],
  ["Sports wing football tournament final", "The final of the inter-district football tournament organised by the sports wing."],
  ["Overseas wing online meeting", "Members of the overseas wing meet online to discuss support for families at home and remittance issues."],
  ["Minorities wing interfaith gathering", "Community leaders of different faiths meet for a gathering on harmony and equal citizenship."],
  ["Media wing workshop for district reporters", "District media coordinators learn to write short, accurate reports and take clear photographs."],
  ["Volunteers clean a neighbourhood park", "A Saturday clean-up of a neighbourhood park by party workers and local residents."],
  ["Message on International Mother Language Day", "A message on the importance of teaching children in their mother tongue, including Pashto."],
];

/** 11-character ids in YouTube's alphabet; demonstration ids that do not exist on YouTube. */
const videoId = (index: number) => `qwpDemo${String(index + 1).padStart(4, "0")}`;

export const SEED_VIDEOS: readonly SeedVideo[] = VIDEO_TOPICS.map(([title, description], index) => ({
  videoId: videoId(index),
  title,
  description,
  publishedAt: new Date(Date.UTC(2026, 10, 21, 12) - index * 5 * 86_400_000).toISOString(),
}));

export const SEED_SERVICES = [
  { slug: "membership-registration", title: "Membership registration", icon: "users", description: "Apply online or at any district office; the district organisation completes your registration." },
  { slug: "legal-aid-desk", title: "Legal aid desk", icon: "scale", description: "Free advice from volunteer lawyers every Saturday morning at the Central Secretariat." },
  { slug: "medical-camps", title: "Free medical camps", icon: "heart", description: "Volunteer doctors hold regular free medical camps in districts across the province." },
  { slug: "student-welfare", title: "Student welfare grants", icon: "book", description: "Need-based tuition and book grants for students at public colleges and universities." },
  { slug: "digital-literacy", title: "Digital literacy classes", icon: "monitor", description: "Free evening classes on smartphones, online safety and government e-services." },
  { slug: "complaint-desk", title: "Public complaint desk", icon: "message", description: "Bring a problem with a public service to your district office; we follow it up with the office concerned." },
] as const;

export const SEED_PRODUCTS = [
  { slug: "party-flag-large", name: "Party flag (large)", pricePkr: 1200, description: "Cloth flag in the party colours, 90 × 150 cm." },
  { slug: "party-flag-small", name: "Party flag (small)", pricePkr: 400, description: "Hand-held flag for rallies, 30 × 45 cm." },
  { slug: "manifesto-2024-print", name: "Manifesto 2024 (printed)", pricePkr: 300, description: "Printed copy of the 2024 general elections manifesto, 38 pages." },
  { slug: "party-badge", name: "Party badge", pricePkr: 100, description: "Enamel lapel badge with the party symbol." },
  { slug: "history-booklet", name: "Party history booklet", pricePkr: 250, description: "Illustrated booklet on the party's history since its founding." },
] as const;

/** @jest-environment node */
/**
 * Relevance: what people type, in three editions, and the page they expect first, over the site's
 * own content (data/), the demonstration news (in English, Urdu and Pashto) and events. A query that
 * finds nothing is followed to its "did you mean", as a visitor would click it. The site's search must
 * put the expected page first for at least 95 % of the queries and in the top three for all.
 */
import { SEED_AUTHORS, SEED_NEWS } from "../../server/news/seedNews";
import { SEED_EVENTS, seedEventValues } from "../../server/events/seedEvents";
import { createTestApp } from "../../test-support/server";

jest.setTimeout(60_000);

type Server = Awaited<ReturnType<typeof createTestApp>>;
type Answer = { results: { url: string }[]; suggestion?: string };
const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
let server: Server;

beforeAll(async () => {
  server = await createTestApp({ now: () => NOW });
  server.news.insert(
    SEED_NEWS.map((item, index) => ({
      id: `r${String(index).padStart(23, "0")}`,
      slug: item.slug,
      title: item.title,
      excerpt: item.excerpt,
      content: item.body.trim(),
      link: item.link ?? null,
      category: item.category,
      author: { name: item.byline ?? SEED_AUTHORS[item.author].name, image: null, email: SEED_AUTHORS[item.author].email },
      publishedAt: item.publishedAt,
      ...(item.lang ? { lang: item.lang } : {}),
    })),
  );
  for (const seed of SEED_EVENTS) server.events.create(seedEventValues(seed, NOW), null);
});
afterAll(() => server.close());

/** [what is typed, edition, the address expected first (or its start, ending in "/" or "#")]. */
const QUERIES: ReadonlyArray<readonly [string, "en" | "ur" | "ps", string]> = [
  // The misses the issue lists: ranking, letter variants, typos.
  ["Youth Wing", "en", "/wings/youth-wing"],
  ["lawyers", "en", "/wings/lawyers-wing"],
  ["lawyer", "en", "/wings/lawyers-wing"],
  ["LAWYERS WING", "en", "/wings/lawyers-wing"],
  ["manifestos", "en", "/about/manifestos#"],
  ["Youth Wing", "ur", "/ur/wings/youth-wing"],
  ["شیرپاو", "ur", "/ur/leader/aftab-ahmad-khan-sherpao"],
  ["شیرپاؤ", "ur", "/ur/leader/aftab-ahmad-khan-sherpao"],
  ["Sherpau", "en", "/leader/"],
  ["manifsto", "en", "/about/manifestos#"],
  ["انتخابی نشن", "ur", "/ur/about/about"],
  ["پریس کانفرنس", "ps", "/ps/events/swat-press-conference"],
  ["مینگوره", "ps", "/ps/events/swat-workers-meeting"],
  // English.
  ["women wing", "en", "/wings/women-wing"],
  ["Doctors Wing", "en", "/wings/doctor-wing"],
  ["doctors", "en", "/wings/doctor-wing"],
  ["IT Wing", "en", "/wings/it-wing"],
  ["media wing", "en", "/wings/media-wing"],
  ["minorities", "en", "/wings/minorities-wing"],
  ["overseas wing", "en", "/wings/overseas-wing"],
  ["social media wing", "en", "/wings/social-media-wing"],
  ["sports wing", "en", "/wings/sports-wing"],
  ["traders wing", "en", "/wings/traders-wing"],
  ["Aftab Ahmad Khan Sherpao", "en", "/leader/aftab-ahmad-khan-sherpao"],
  ["Sikandar Hayat Sherpao", "en", "/leader/sikandar-hayat-sherpao"],
  ["Ahmad Nawaz Jadoon", "en", "/leader/ahmad-nawaz-jadoon"],
  ["Anisa Zeb Tahirkheli", "en", "/leader/anisa-zeb-tahirkheli"],
  ["Tariq Khan", "en", "/leader/tariq-khan"],
  ["Tahirkheli", "en", "/leader/anisa-zeb-tahirkheli"],
  ["Jadoon", "en", "/leader/ahmad-nawaz-jadoon"],
  ["Chowk Yadgar", "en", "/events/peshawar-jalsa-at-chowk-yadgar"],
  ["legal aid desk", "en", "/news/lawyers-wing-legal-aid-desk"],
  ["medical camp Charsadda", "en", "/news/free-medical-camp-in-charsadda"],
  ["tree plantation", "en", "/news/tree-plantation-drive-across-districts"],
  ["scholarships", "en", "/news/scholarship-scheme-for-students"],
  ["digital literacy", "en", "/news/it-wing-digital-literacy-classes"],
  ["flood preparedness", "en", "/news/flood-preparedness-meeting-swat"],
  ["Independence Day", "en", "/news/independence-day-gathering"],
  ["membership applications online", "en", "/news/membership-applications-now-online"],
  ["Women wing gathering", "en", "/events/peshawar-women-wing-gathering"],
  ["district workers convention", "en", "/events/mardan-workers-convention"],
  ["Youth convention Mardan", "en", "/events/mardan-youth-convention"],
  ["provincial finance share", "en", "/news/statement-on-provincial-finance"],
  ["district organisation elections", "en", "/news/district-organisation-elections-schedule"],
  // Urdu.
  ["چارسدہ کارنر میٹنگ", "ur", "/ur/events/charsadda-corner-meeting"],
  ["کارنر میٹنگ", "ur", "/ur/events/charsadda-corner-meeting"],
  ["lawyers", "ur", "/ur/wings/lawyers-wing"],
  ["manifestos", "ur", "/ur/about/manifestos#"],
  ["Sherpao", "ur", "/ur/leader/"],
  ["Tariq Khan", "ur", "/ur/leader/tariq-khan"],
  ["Chowk Yadgar", "ur", "/ur/events/peshawar-jalsa-at-chowk-yadgar"],
  ["Sherpau", "ur", "/ur/leader/"],
  ["لوڈشیڈنگ", "ur", "/ur/news/statement-on-electricity-load-shedding"],
  ["ضلعی دفاتر ہفتے", "ur", "/ur/news/district-offices-open-on-saturdays"],
  ["خواتین ونگ صحت مردان", "ur", "/ur/news/women-wing-health-awareness-mardan"],
  ["تربیتی نشست", "ur", "/ur/events/peshawar-women-wing-training"],
  // Pashto.
  ["سوات پرېس کانفرنس", "ps", "/ps/events/swat-press-conference"],
  ["مینګوره", "ps", "/ps/events/swat-workers-meeting"],
  ["سیلاب", "ps", "/ps/events/swat-press-conference"],
  ["Youth Wing", "ps", "/ps/wings/youth-wing"],
  ["women wing", "ps", "/ps/wings/women-wing"],
  ["Tariq Khan", "ps", "/ps/leader/tariq-khan"],
  ["manifsto", "ps", "/ps/about/manifestos#"],
  ["Chowk Yadgar", "ps", "/ps/events/peshawar-jalsa-at-chowk-yadgar"],
  ["legal aid", "ps", "/ps/news/lawyers-wing-legal-aid-desk"],
  ["lawyers", "ps", "/ps/wings/lawyers-wing"],
  ["Jadoon", "ps", "/ps/leader/ahmad-nawaz-jadoon"],
  ["د وینې ورکولو کمپ", "ps", "/ps/news/youth-wing-blood-donation-camp-peshawar"],
  ["سیلاب ځپلو کورنیو", "ps", "/ps/news/swat-flood-relief-volunteers"],
  ["پښتو درسي کتابونه", "ps", "/ps/news/statement-on-pashto-in-primary-schools"],
];

const ask = async (q: string, lang: string): Promise<Answer> =>
  (await server.request(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}&page=1`)).json();

/** The first results a visitor sees for `q`: the suggestion's when nothing was found. */
async function firstResults(q: string, lang: string): Promise<string[]> {
  const answer = await ask(q, lang);
  const shown = answer.results.length === 0 && answer.suggestion ? await ask(answer.suggestion, lang) : answer;
  return shown.results.slice(0, 3).map((result) => result.url);
}

const isExpected = (url: string, expected: string) =>
  /[/#]$/.test(expected) ? url.startsWith(expected) || url === expected.slice(0, -1) : url === expected;

it(`puts the expected page first for at least 95 % of ${QUERIES.length} queries in three editions, and in the top three for all`, async () => {
  expect(QUERIES.length).toBeGreaterThanOrEqual(60);
  expect(new Set(QUERIES.map(([, lang]) => lang))).toEqual(new Set(["en", "ur", "ps"]));
  const notFirst: string[] = [];
  const notInTopThree: string[] = [];
  for (const [q, lang, expected] of QUERIES) {
    const urls = await firstResults(q, lang);
    const place = urls.findIndex((url) => isExpected(url, expected));
    if (place !== 0) notFirst.push(`${lang} "${q}": ${urls.join(", ")}`);
    if (place < 0) notInTopThree.push(`${lang} "${q}": ${urls.join(", ")}`);
  }
  expect(notInTopThree).toEqual([]);
  // The queries not answered first are listed when the share falls short.
  expect({ share: 1 - notFirst.length / QUERIES.length >= 0.95, notFirst }).toEqual({ share: true, notFirst: expect.any(Array) });
});

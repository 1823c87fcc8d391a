/** @jest-environment node */
import { createTestApp } from "../../test-support/server";

type Answer = { results: Array<{ type: string; title: string; url: string; lang: string }> };

let server: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const search = async (q: string, lang: string): Promise<Answer> => {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

it("finds a district's page by its name in any of the three scripts, in every edition", async () => {
  const names = { en: "Swabi", ur: "صوابی", ps: "صوابۍ" };
  for (const edition of ["en", "ur", "ps"] as const) {
    const prefix = edition === "en" ? "" : `/${edition}`;
    for (const name of Object.values(names)) {
      const { results } = await search(name, edition);
      expect(results.map((r) => r.url)).toContain(`${prefix}/districts/swabi`);
    }
    const { results } = await search(names[edition], edition);
    expect(results.find((r) => r.url === `${prefix}/districts/swabi`)).toMatchObject({
      type: "page",
      title: names[edition],
      lang: edition,
    });
  }
});

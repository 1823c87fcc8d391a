/** @jest-environment node */
/**
 * Districts in the console's Content section and Translations, over real HTTP against a throwaway
 * clone of this repository (the build step is injected): an office-bearer changed and published by
 * itself, a broken leader link or a foreign phone number refused at its field, a new district
 * created, and each district's Urdu and Pashto files listed for translators.
 */
import type { ContentFile, ContentList } from "../../contract/content/api";
import type { TranslationOverview } from "../../contract/content/translationsApi";
import { INVALID_DATA } from "../../server/content/contentEdits";
import { publishedText, startContentServer, type ContentServer } from "../../test-support/content";
import { gitIn } from "../../test-support/publishing";

jest.setTimeout(60_000);

const SWABI = "data/districts/swabi.json";
const url = (file: string) => `/api/admin/content/${file}`;
let server: ContentServer;

beforeAll(async () => {
  server = await startContentServer();
});
afterAll(() => server.close());

async function open(file: string): Promise<ContentFile> {
  const response = await server.get(url(file), server.cookies.editor);
  expect(response.statusCode).toBe(200);
  return response.json();
}

type District = {
  office: { phone: string };
  officeBearers: Array<{ role: string; name: string; leader?: string }>;
};

it("lists each district with its page, and opens it with the district schema", async () => {
  const { files }: ContentList = (
    await server.get("/api/admin/content", server.cookies.editor)
  ).json();
  expect(files.find((f) => f.path === SWABI)).toMatchObject({
    kind: "district",
    title: "Swabi",
    page: "/districts/swabi",
  });
  const file = await open(SWABI);
  expect(file.schema).toMatchObject({ title: "District (data/districts/{slug}.json)" });
});

it("publishes a changed office-bearer by itself: committed, pushed and built", async () => {
  const file = await open(SWABI);
  const data = structuredClone(file.data) as District;
  data.officeBearers[0] = { role: "President", name: "Tariq Khan", leader: "tariq-khan" };
  const builds = server.built.length;
  const response = await server.put(
    url(SWABI),
    { data, revision: file.revision },
    server.cookies.editor,
  );
  expect(response.statusCode).toBe(200);
  expect(JSON.parse(publishedText(server.repo, SWABI)).officeBearers[0]).toEqual({
    role: "President",
    name: "Tariq Khan",
    leader: "tariq-khan",
  });
  await server.publishing.publisher!.idle();
  expect(server.built.slice(builds)).toEqual([gitIn(server.repo.bare, ["rev-parse", "main"])]);
});

it.each([
  [
    "a leader link to no leader",
    (d: District) => (d.officeBearers[1].leader = "nobody-here"),
    "/officeBearers/1/leader",
    /names no leader/i,
  ],
  [
    "a phone number that is not Pakistani",
    (d: District) => (d.office.phone = "+1 202 555 0100"),
    "/office/phone",
    /a Pakistani number/,
  ],
])(
  "refuses %s with 400 at its field, and writes nothing",
  async (_name, change, field, message) => {
    const before = publishedText(server.repo, SWABI);
    const file = await open(SWABI);
    const data = structuredClone(file.data) as District;
    change(data);
    const response = await server.put(
      url(SWABI),
      { data, revision: file.revision },
      server.cookies.editor,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: INVALID_DATA,
      errors: [{ field, message: expect.stringMatching(message) }],
    });
    expect(publishedText(server.repo, SWABI)).toBe(before);
  },
);

it("creates a new district, and translators find it and every district in Urdu and Pashto", async () => {
  const data = {
    name: "Chitral Town",
    division: "malakand",
    office: {
      address: "Shahi Bazaar, Chitral",
      phone: "+92 943 412345",
      latitude: 35.85,
      longitude: 71.79,
    },
    officeBearers: [{ role: "President", name: "To be announced" }],
  };
  const response = await server.post(
    "/api/admin/content",
    { kind: "district", slug: "chitral-town", data },
    server.cookies.editor,
  );
  expect(response.statusCode).toBe(201);
  expect(JSON.parse(publishedText(server.repo, "data/districts/chitral-town.json"))).toMatchObject({
    $schema: "../schema/district.schema.json",
    slug: "chitral-town",
    ...data,
  });

  const { files }: TranslationOverview = (
    await server.get("/api/admin/translations", server.cookies.editor)
  ).json();
  expect(files.find((f) => f.path === "data/ur/districts/swabi.json")).toMatchObject({
    source: SWABI,
    kind: "district",
    exists: true,
  });
  expect(files.find((f) => f.path === "data/ps/districts/chitral-town.json")).toMatchObject({
    kind: "district",
    exists: false,
    title: "Chitral Town",
  });
});

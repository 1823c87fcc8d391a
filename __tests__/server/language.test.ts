/** @jest-environment node */
import en from "../../data/i18n/en/server.json";
import ps from "../../data/i18n/ps/server.json";
import ur from "../../data/i18n/ur/server.json";
import urForms from "../../data/i18n/ur/forms.json";
import { acceptedLang } from "../../server/platform/language";
import { VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe("acceptedLang", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["ur", "ur"],
    ["ps-AF, en;q=0.5", "ps"],
    ["en;q=0.4, ur-PK;q=0.9", "ur"],
    ["fr, de;q=0.9", "en"],
    ["ur;q=0, ps;q=0.2", "ps"],
    ["ur;q=0", "en"],
    ["*", "en"],
  ])("%s → %s", (header, lang) => {
    expect(acceptedLang(header)).toBe(lang);
  });
});

describe("the API's messages in the request's language", () => {
  const bad = (headers: Record<string, string>) => server.request("/api/news?page=0", { headers });

  it("answers in English without Accept-Language or with a language the site has no edition in", async () => {
    for (const headers of [{}, { "accept-language": "fr-FR" }] as Array<Record<string, string>>) {
      const response = await bad(headers);
      expect(response.json()).toEqual({ message: "The page number must be a whole number of 1 or more." });
      expect(response.headers["content-language"]).toBe("en");
    }
  });

  it("answers in Urdu and Pashto, saying so in Content-Language and Vary", async () => {
    const urdu = await bad({ "accept-language": "ur-PK,ur;q=0.9,en;q=0.8" });
    expect([urdu.statusCode, urdu.json().message, urdu.headers["content-language"]]).toEqual([400, ur.newsBadPage, "ur"]);
    expect(urdu.headers.vary).toMatch(/Accept-Language/);
    const pashto = await server.request("/api/news/no-such-article", { headers: { "accept-language": "ps" } });
    expect([pashto.statusCode, pashto.json().message]).toEqual([404, ps.newsNotFound]);
  });

  it("translates the forms' answers: the banner's message and a refused bot check", async () => {
    const response = await server.request("/api/contacts", { method: "POST", json: { ...VALID_CONTACT, altcha: "not a solution" }, headers: { "accept-language": "ps" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ps.botCheckInvalid, errors: { altcha: ps.botCheckInvalid } });
    const broken = await server.request("/api/contacts", { method: "POST", body: "{", headers: { "content-type": "application/json", "accept-language": "ur" } });
    expect([broken.statusCode, broken.json().message]).toEqual([400, ur.invalidJson]);
  });

  it("has every English message translated, differently from English (placeholders kept)", () => {
    for (const catalogue of [ur, ps] as Array<Record<string, string>>) {
      for (const [key, text] of Object.entries(en)) {
        expect([key, typeof catalogue[key]]).toEqual([key, "string"]);
        expect(catalogue[key]).not.toBe(text);
      }
    }
  });
});

it("answers a stored submission with the forms' success text of the request's language", async () => {
  const urdu = await server.submit("/api/contacts", VALID_CONTACT, { "accept-language": "ur" });
  expect([urdu.statusCode, urdu.json().message]).toEqual([201, urForms.contactSuccess]);
  const english = await server.submit("/api/contacts", VALID_CONTACT);
  expect(english.json().message).toBe("✓ Message sent successfully! We'll get back to you soon.");
});

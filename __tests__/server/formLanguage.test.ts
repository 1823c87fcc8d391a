/** @jest-environment node */
/**
 * The forms' field errors in the request's language: the server validates with the browser's
 * schemas, their messages read from data/i18n/<lang>/forms.json (server/forms/formSchemas.ts).
 */
import ps from "../../data/i18n/ps/server.json";
import ur from "../../data/i18n/ur/server.json";
import { createSubmissionRepository } from "../../server/forms/submissions";
import { VALID_APPLICATION, VALID_CONTACT } from "../../test-support/fixtures/content";
import { createTestApp } from "../../test-support/server";

type Server = Awaited<ReturnType<typeof createTestApp>>;
let server: Server;

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

// First-strong isolates around each value set into a right-to-left sentence.
const iso = (text: string) => `\u2068${text}\u2069`;
const post = (path: string, json: unknown, lang?: string) =>
  server.request(path, { method: "POST", json, headers: lang ? { "accept-language": lang } : {} });

it("answers a membership application's field errors in Urdu", async () => {
  const response = await post(
    "/api/join-qwp",
    { ...VALID_APPLICATION, firstName: "", yearOfBirth: "۲۰۱۱", mobile: "12345", gender: "other" },
    "ur-PK,ur;q=0.9",
  );
  expect(response.statusCode).toBe(400);
  expect(response.headers["content-language"]).toBe("ur");
  expect(response.json()).toEqual({
    message: ur.invalidSubmission,
    errors: {
      firstName: `${iso("پہلا نام")} لازمی ہے`,
      // Urdu's Intl locale (ur-PK) writes 0-9.
      yearOfBirth: `سالِ پیدائش ${iso("2010")} یا اس سے پہلے کا ہونا چاہیے`,
      mobile: `موبائل نمبر اس طرح لکھیں: ${iso("0300 1234567")} یا ${iso("+92 300 1234567")}`,
      gender: "فہرست میں سے جنس منتخب کریں",
    },
  });
});

it("answers in Pashto, numbers in Pashto's digits, and a contact message's errors too", async () => {
  const application = await post("/api/join-qwp", { ...VALID_APPLICATION, yearOfBirth: 1949, cnicCrc: "123" }, "ps");
  expect(application.json().errors).toEqual({
    yearOfBirth: `د زیږون کال باید ${iso("۱۹۵۰")} یا وروسته وي`,
    cnicCrc: `د خپل CNIC/CRC ${iso("۱۳")} عددونه داسې ولیکئ: ${iso("12345-1234567-1")}`,
  });
  const contact = await post("/api/contacts", { ...VALID_CONTACT, subject: " ", message: "short" }, "ps");
  expect(contact.json()).toEqual({
    message: ps.invalidSubmission,
    errors: {
      subject: `د ${iso("موضوع")} ډکول اړین دي`,
      message: `${iso("پیغام")} باید لږ تر لږه ${iso("۱۰")} توري ولري`,
    },
  });
});

it("names every field of both forms in the edition's own words, never in English", async () => {
  const empty = { firstName: "", lastName: "", fatherHusbandName: "", cnicCrc: "", mobile: "", name: "", email: "", contactNumber: "", subject: "", message: "" };
  const english = {
    ...(await post("/api/join-qwp", empty)).json().errors,
    ...(await post("/api/contacts", empty)).json().errors,
  } as Record<string, string>;
  expect(english.firstName).toBe("First name is required");
  for (const lang of ["ur", "ps"]) {
    const errors = {
      ...(await post("/api/join-qwp", empty, lang)).json().errors,
      ...(await post("/api/contacts", empty, lang)).json().errors,
    } as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(Object.keys(english).sort());
    for (const [field, message] of Object.entries(errors)) {
      // Abbreviations such as CNIC/CRC may stay in Latin letters; English words may not.
      expect([lang, field, /[a-z]{2}/.test(message)]).toEqual([lang, field, false]);
      expect([lang, field, /[\u0600-\u06FF]/.test(message)]).toEqual([lang, field, true]);
    }
  }
});

it("stores an Urdu application typed in Eastern digits as the English form would", async () => {
  const response = await server.submit(
    "/api/join-qwp",
    { ...VALID_APPLICATION, cnicCrc: "۱۲۳۴۵-۱۲۳۴۵۶۷-۱", yearOfBirth: "۱۹۹۰", mobile: "۰۳۰۰ ۱۲۳۴۵۶۷" },
    { "accept-language": "ur" },
  );
  expect(response.statusCode).toBe(201);
  const row = createSubmissionRepository(server.db)
    .applications()
    .find((r) => r.last_name === VALID_APPLICATION.lastName);
  expect(row).toMatchObject({ cnic_crc: "12345-1234567-1", year_of_birth: 1990, mobile: "03001234567" });
});

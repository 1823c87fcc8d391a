import { checkoutDistricts } from "../../server/districts/districtDirectory";
import { attendanceSchemaIn } from "../../server/forms/formSchemas";
import { ROOT_DIR } from "../../server/platform/config";
import { EMPTY_ATTENDANCE } from "../../contract/validation/attendance";
import { HONEYPOT_FIELD } from "../../contract/validation/forms";

// The districts of data/districts, as the server gives the rules them.
const DISTRICTS = checkoutDistricts(ROOT_DIR).all();
const ATTENDANCE_SCHEMA = attendanceSchemaIn("en", DISTRICTS);

const valid = { name: "Gul Khan", mobile: "0300 1234567", district: "Charsadda", email: "", consent: true };

/** Every field's message for `values`, or {} when they pass. */
async function errorsOf(values: Record<string, unknown>, schema = ATTENDANCE_SCHEMA) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
    // The first message of each field, as the server answers it.
    return Object.fromEntries(inner.reverse().map((issue) => [issue.path, issue.message]));
  }
}

describe("the attendance rules", () => {
  it("have an empty value for exactly the schema's fields", () => {
    expect(Object.keys(EMPTY_ATTENDANCE).sort()).toEqual(Object.keys(ATTENDANCE_SCHEMA.fields).sort());
  });

  it("read a mobile number typed in Urdu/Pashto or Arabic digits as 0-9, trimmed", async () => {
    const cast = await ATTENDANCE_SCHEMA.validate({ ...valid, name: " Gul Khan ", mobile: " ۰۳۰۰ ۱۲۳۴۵۶۷ " });
    expect(cast).toMatchObject({ name: "Gul Khan", mobile: "0300 1234567" });
    expect((await ATTENDANCE_SCHEMA.validate({ ...valid, mobile: "٠٣٠٠١٢٣٤٥٦٧" })).mobile).toBe("03001234567");
  });

  it("require a name, a mobile number, a district of the list and the consent; the email is optional", async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, email: "gul@example.org" })).toEqual({});
    expect(await errorsOf({ consent: false })).toEqual({
      name: "Name is required",
      mobile: "Mobile number is required",
      district: "District is required",
      consent: "Agree that the party may keep your name and number for this event",
    });
    expect(
      await errorsOf({ ...valid, mobile: "091 5840011", district: "charsadda", email: "not-an-email", consent: "yes" }),
    ).toEqual({
      mobile: "Enter a mobile number like 0300 1234567 or +92 300 1234567",
      district: "Choose a district from the list",
      email: "Enter a valid email address",
      consent: "Agree that the party may keep your name and number for this event",
    });
  });

  it("refuse a filled honeypot", async () => {
    expect(await errorsOf({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" })).toEqual({
      [HONEYPOT_FIELD]: "Submission rejected",
    });
  });

  it("speak the edition's language, numbers and examples kept in their order", async () => {
    const iso = (text: string) => `\u2068${text}\u2069`;
    expect(await errorsOf({ ...valid, mobile: "12", district: "nowhere", consent: false }, attendanceSchemaIn("ur", DISTRICTS))).toEqual({
      mobile: `موبائل نمبر اس طرح لکھیں: ${iso("0300 1234567")} یا ${iso("+92 300 1234567")}`,
      district: "فہرست میں سے ضلع منتخب کریں",
      consent: "اس بات سے اتفاق کریں کہ پارٹی اس تقریب کے لیے آپ کا نام اور نمبر رکھ سکتی ہے",
    });
    expect((await errorsOf({ ...valid, name: "" }, attendanceSchemaIn("ps", DISTRICTS))).name).toBe(`د ${iso("نوم")} ډکول اړین دي`);
  });

  it("send what the server stores: text trimmed, the consent a yes", () => {
    expect(ATTENDANCE_SCHEMA.cast({ ...EMPTY_ATTENDANCE, name: " Gul ", mobile: " 0300 1234567 ", district: "Swat", consent: true })).toEqual({
      name: "Gul",
      mobile: "0300 1234567",
      district: "Swat",
      email: "",
      consent: true,
      [HONEYPOT_FIELD]: "",
    });
  });
});

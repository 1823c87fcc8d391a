import { CONTACT_SCHEMA } from "../../contract/validation/contact";
import { normaliseCnic } from "../../contract/validation/forms";
import { MEMBERSHIP_SCHEMA } from "../../contract/validation/membership";

const application = {
  firstName: "Aimal",
  lastName: "Khan",
  fatherHusbandName: "Sher Khan",
  gender: "male",
  residentialStatus: "overseas",
  cnicCrc: "17101 1234567 1",
  yearOfBirth: 1985,
  mobile: "+971 50 123 4567",
  education: "masters",
  profession: "doctor",
  province: "sindh",
};

describe("shared schemas (browser and server)", () => {
  it("casts a CNIC/CRC typed with or without dashes to 12345-1234567-1", async () => {
    expect(normaliseCnic("1710112345671")).toBe("17101-1234567-1");
    const cast = await MEMBERSHIP_SCHEMA.validate(application);
    expect(cast.cnicCrc).toBe("17101-1234567-1");
  });

  it("reads CNIC, mobile, year and phone typed in Urdu/Pashto or Arabic digits as 0-9", async () => {
    const cast = await MEMBERSHIP_SCHEMA.validate({
      ...application,
      cnicCrc: "۱۷۱۰۱۱۲۳۴۵۶۷۱",
      yearOfBirth: " ۱۹۸۵ ",
      mobile: "٠٣٠٠ ١٢٣٤٥٦٧",
    });
    expect(cast).toMatchObject({ cnicCrc: "17101-1234567-1", yearOfBirth: 1985, mobile: "0300 1234567" });
    await expect(MEMBERSHIP_SCHEMA.validate({ ...application, yearOfBirth: "" })).rejects.toThrow("Year of birth is required");
    await expect(MEMBERSHIP_SCHEMA.validate({ ...application, yearOfBirth: "۱۹x۵" })).rejects.toThrow("Year of birth must be a number");
    const contact = { name: "ګل", email: "gul@example.org", contactNumber: "۰۹۱ ۵۸۴۰۰۱۱", subject: "Hi", message: "A message of some length" };
    expect((await CONTACT_SCHEMA.validate(contact)).contactNumber).toBe("091 5840011");
  });

  it("stores names in composed Unicode (NFC)", async () => {
    const cast = await MEMBERSHIP_SCHEMA.validate({ ...application, firstName: "\u0627\u0653فریدی" });
    expect(cast.firstName).toBe("\u0622فریدی");
  });

  it("accepts Pakistani and overseas mobiles but not a Pakistani landline", async () => {
    for (const mobile of [
      "03001234567",
      "0300-1234567",
      "+92 300 1234567",
      "0092 300 1234567",
      "+971501234567",
    ]) {
      await expect(MEMBERSHIP_SCHEMA.validate({ ...application, mobile })).resolves.toBeTruthy();
    }
    for (const mobile of ["+92 91 5840011", "0300123456", "12345", "+0 123 456789"]) {
      await expect(MEMBERSHIP_SCHEMA.validate({ ...application, mobile })).rejects.toThrow(
        /mobile number/,
      );
    }
  });

  it("keeps the birth year within 1950..2010 and rejects unknown choices and the honeypot", async () => {
    await expect(
      MEMBERSHIP_SCHEMA.validate({ ...application, yearOfBirth: 1950 }),
    ).resolves.toBeTruthy();
    await expect(
      MEMBERSHIP_SCHEMA.validate({ ...application, yearOfBirth: 2010 }),
    ).resolves.toBeTruthy();
    await expect(MEMBERSHIP_SCHEMA.validate({ ...application, yearOfBirth: 2011 })).rejects.toThrow(
      "2010 or earlier",
    );
    await expect(
      MEMBERSHIP_SCHEMA.validate({ ...application, politicalWing: "fan-club" }),
    ).rejects.toThrow("wing");
    await expect(MEMBERSHIP_SCHEMA.validate({ ...application, partyVoted: "xyz" })).rejects.toThrow(
      "party",
    );
    await expect(
      MEMBERSHIP_SCHEMA.validate({ ...application, website: "http://spam" }),
    ).rejects.toThrow("Submission rejected");
    await expect(
      CONTACT_SCHEMA.validate({
        name: "Gul",
        email: "g@x.pk",
        contactNumber: "0300 1234567",
        subject: "Hi",
        message: "Hello there!",
        website: "x",
      }),
    ).rejects.toThrow("Submission rejected");
  });
});

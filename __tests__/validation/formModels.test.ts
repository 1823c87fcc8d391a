import { CONTACT_SCHEMA, EMPTY_CONTACT, toContactPayload } from "../../contract/validation/contact";
import { HONEYPOT_FIELD } from "../../contract/validation/forms";
import {
  EMPTY_MEMBERSHIP,
  MEMBERSHIP_SCHEMA,
  MEMBERSHIP_OPTIONS,
  toMembershipPayload,
} from "../../contract/validation/membership";

describe("the form models", () => {
  it("have an empty value for exactly the schema's fields", () => {
    expect(Object.keys(EMPTY_CONTACT).sort()).toEqual(Object.keys(CONTACT_SCHEMA.fields).sort());
    expect(Object.keys(EMPTY_MEMBERSHIP).sort()).toEqual(
      Object.keys(MEMBERSHIP_SCHEMA.fields).sort(),
    );
  });

  it("send the contact message trimmed, with the honeypot untouched", () => {
    expect(
      toContactPayload({
        name: "  Gul Khan ",
        email: " gul@example.org ",
        contactNumber: " 091 5840011 ",
        subject: " Office hours ",
        message: "  When is the office open?  ",
        [HONEYPOT_FIELD]: "",
      }),
    ).toEqual({
      name: "Gul Khan",
      email: "gul@example.org",
      contactNumber: "091 5840011",
      subject: "Office hours",
      message: "When is the office open?",
      [HONEYPOT_FIELD]: "",
    });
  });

  it("send the membership application as the server stores it: trimmed, CNIC dashed, year a number", () => {
    const payload = toMembershipPayload({
      ...EMPTY_MEMBERSHIP,
      firstName: " Gul ",
      lastName: "Khan ",
      fatherHusbandName: " Zar Khan",
      gender: "male",
      residentialStatus: "resident",
      cnicCrc: " 17301 1234567 1 ",
      yearOfBirth: " 1990 ",
      mobile: "0300 1234567",
      education: "graduate",
      profession: "teacher",
      province: "khyber-pakhtunkhwa",
      district: "  Charsadda  ",
    });
    expect(payload).toMatchObject({
      firstName: "Gul",
      lastName: "Khan",
      fatherHusbandName: "Zar Khan",
      cnicCrc: "17301-1234567-1",
      yearOfBirth: 1990,
      district: "Charsadda",
      email: "",
      politicalWing: "",
      [HONEYPOT_FIELD]: "",
    });
  });

  it("offer every allowed value of each list, with a label", () => {
    for (const [field, options] of Object.entries(MEMBERSHIP_OPTIONS)) {
      for (const option of options) {
        expect(option.label).not.toBe("");
        expect(() =>
          MEMBERSHIP_SCHEMA.validateSyncAt(field, { [field]: option.value }),
        ).not.toThrow();
      }
    }
    expect(MEMBERSHIP_OPTIONS.province.map((o) => o.value)).toContain("khyber-pakhtunkhwa");
  });
});

import { toAsciiDigits } from "../../contract/i18n/digits";

describe("toAsciiDigits", () => {
  it("reads Urdu/Pashto (۰-۹) and Arabic (٠-٩) digits as 0-9", () => {
    expect(toAsciiDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toAsciiDigits("۱۲۳۴۵-۱۲۳۴۵۶۷-۱")).toBe("12345-1234567-1");
  });

  it("leaves everything else as it is", () => {
    expect(toAsciiDigits("+92 300 1234567")).toBe("+92 300 1234567");
    expect(toAsciiDigits("پښتو، اردو ٫ ٬")).toBe("پښتو، اردو ٫ ٬");
    expect(toAsciiDigits("")).toBe("");
  });
});

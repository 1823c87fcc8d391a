/**
 * Digits as people type them on Pakistani phones: an Urdu or Pashto keyboard gives Extended
 * Arabic-Indic digits (۰-۹, U+06F0-06F9), an Arabic one Arabic-Indic digits (٠-٩, U+0660-0669).
 * The forms and the server turn both into 0-9 before any rule sees a number, so a CNIC typed as
 * ۱۲۳۴۵-۱۲۳۴۵۶۷-۱ is the same CNIC as 12345-1234567-1.
 */
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function toAsciiDigits(value: string): string {
  return value.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * Text as a terminal should show it: control characters (ESC sequences that clear the screen or
 * recolour it, a carriage return that overwrites the line, …) and bidirectional overrides that
 * reorder what follows are printed as visible escapes like \x1B or \u202E. Line breaks and tabs
 * stay, unless `oneLine`: text that must stay on its line (a name, a commit message) shows them as
 * \x0A and \x09 too.
 */
// eslint-disable-next-line no-control-regex -- matching those control characters is the point
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const HIDDEN_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export function printable(text: string, { oneLine = false }: { oneLine?: boolean } = {}): string {
  return (oneLine ? text : text.replace(/\r\n/g, "\n"))
    .replace(oneLine ? HIDDEN_IN_A_LINE : HIDDEN, (c) => {
      const code = c.charCodeAt(0);
      return code <= 0xff
        ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
        : `\\u${code.toString(16).toUpperCase()}`;
    })
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Interface strings of one language, addressed "<area>.<key>" (data/i18n/<lang>/<area>.json). */
export type Messages = Readonly<Record<string, string>>;
export type MessageVars = Record<string, string | number>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The named placeholders of a message ("{count} of {total}" → ["count", "total"]), sorted, once each. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

/**
 * A message cut at its placeholders, for a sentence with an element inside (a link): the values may be
 * React elements. formatParts("Website by {name}", { name: <a/> }) → ["Website by ", <a/>].
 */
export function formatParts<T>(
  template: string,
  vars: Record<string, T | string | number>,
): (T | string)[] {
  const parts: (T | string)[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (!(name in vars)) throw new Error(`Message "${template}": no value for {${name}}`);
    if (match.index > last) parts.push(template.slice(last, match.index));
    const value = vars[name];
    parts.push(typeof value === "number" ? String(value) : value);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/**
 * Fills a message's named placeholders: formatMessage("Page {page} of {pages}", { page: 2, pages: 5 }).
 * A placeholder without a value is an error in the caller, not something to show a visitor half-filled.
 */
export function formatMessage(template: string, vars: MessageVars = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in vars)) throw new Error(`Message "${template}": no value for {${name}}`);
    return String(vars[name]);
  });
}

/** A message's template; an unknown key is a programming error (the build fails naming it). */
export function messageTemplate(messages: Messages, key: string): string {
  const template = messages[key];
  if (template === undefined) throw new Error(`No interface string "${key}" (data/i18n/<lang>/)`);
  return template;
}

/** Interface strings of one language, addressed "<area>.<key>" (data/i18n/<lang>/<area>.json). */
export type Messages = Readonly<Record<string, string>>;
export type MessageVars = Record<string, string | number>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The named placeholders of a message ("{count} of {total}" → ["count", "total"]), sorted, once each. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
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

/**
 * Visitors whose speed is not the readers': crawlers, link previews, monitors and lab tools (Lighthouse
 * measures the site in the bench). A user agent is read here and never stored. Cubot, a maker of cheap
 * Android phones, is a reader's phone, not a bot.
 */
const AUTOMATED = /(?<!cu)bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|go-http-client|java\//i;

/** True for a request that is not a person's browser (no user agent counts as automated). */
export function isAutomatedVisitor(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED.test(userAgent) || !/mozilla\//i.test(userAgent);
}

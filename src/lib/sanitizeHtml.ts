import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/**
 * Article HTML comes from a server this site does not control. Only the news detail page loads
 * this module (dynamically), so DOMPurify never weighs on other pages. The project's server runs
 * the very same policy, with DOMPurify on jsdom's DOM, before it writes an article's markup into
 * the page (server/site/articleSanitizer.ts): `createArticleSanitizer` is the one definition.
 *
 * Policy: HTML only (no SVG or MathML, which carry most parser-confusion tricks), no scripts,
 * event handlers, forms or embedded documents, no styles (they can overlay fake UI), and links
 * only to http(s), mailto, tel or relative addresses.
 */
const FORBID_TAGS = [
  "script", "style", "link", "meta", "base", "title",
  "form", "input", "button", "textarea", "select", "option", "optgroup", "fieldset", "label",
  "iframe", "frame", "frameset", "object", "embed", "applet", "portal",
  "template", "noscript", "svg", "math",
];
const FORBID_ATTR = ["style", "action", "formaction", "srcdoc", "xlink:href", "ping", "background"];
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** `purify`: DOMPurify bound to a window (the browser's, or jsdom's on the server). */
export function createArticleSanitizer(purify: Purifier): (html: string) => string {
  // DOMPurify without a DOM (Node's default export) returns its input unchanged: refuse it.
  if (!purify.isSupported) throw new Error("DOMPurify has no DOM to sanitise with.");
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("target");
    }
    if (node.tagName === "IMG") {
      // Article images load only when scrolled near, and never block the text.
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
    }
  });
  return (html) =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS,
      FORBID_ATTR,
      ADD_ATTR: ["target"],
      ALLOWED_URI_REGEXP,
      ALLOW_DATA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
    });
}

let browserSanitizer: ((html: string) => string) | undefined;

/** The browser's sanitiser (DOMPurify on the page's own DOM). */
export function sanitizeArticleHtml(html: string): string {
  browserSanitizer ??= createArticleSanitizer(DOMPurify);
  return browserSanitizer(html);
}

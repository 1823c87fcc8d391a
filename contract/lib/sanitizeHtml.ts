import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/**
 * The one policy for an article's HTML, applied with DOMPurify wherever an article's body is
 * handled: by the server when an editor saves it and when it writes the body into a page (DOMPurify
 * on jsdom: server/news/articleSanitizer.ts), and by the browser, whose article HTML may come from
 * an API this site does not control. Only the news detail page loads this module (dynamically), so
 * DOMPurify never weighs on other pages.
 *
 * Allowed: headings of level 2-4 (the page's title is the h1: h1 becomes h2, h5 and h6 become h4),
 * paragraphs, bold/italic, lists, quotes, tables, figures, links to http(s), mailto, tel or
 * addresses on this site, and images from the media library. Everything else goes: scripts, styles,
 * forms, embedded documents, SVG/MathML (which carry most parser-confusion tricks), every attribute
 * not listed for its element (so no event handlers or inline styles, which can overlay fake UI),
 * and any other scheme, including protocol-relative addresses, in links.
 */
const ALLOWED_TAGS = [
  "h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "code",
  "ul", "ol", "li", "blockquote", "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tr", "th", "td",
];

/** The attributes each element may keep; `rel`, `loading` and `decoding` are set by the policy, never taken. */
const ATTRIBUTES_OF: Record<string, readonly string[]> = {
  a: ["href", "title", "target"],
  img: ["src", "alt", "width", "height"],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  ol: ["start"],
};

/** Headings the page's outline has no room for, as the level they become. */
const HEADING_AS: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };

/** Elements dropped with their text, which is not article text either. */
const DROPPED_WITH_TEXT = ["textarea", "option", "object", "select", "button"];

/**
 * http(s), mailto and tel, or a relative address that is not protocol-relative (`//host` and
 * `/\host` both leave the site). DOMPurify tests the value with its whitespace removed.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z/\\:]|\/(?![/\\])|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Library files only (what the media pipeline writes), so no image comes from elsewhere or tracks readers. */
const LIBRARY_IMAGE = /^\/media\/library\/[a-f0-9]{24}-\d{1,5}\.(?:jpg|webp|avif)$/;

/** `purify`: DOMPurify bound to a window (the browser's, or jsdom's on the server). */
export function createArticleSanitizer(purify: Purifier): (html: string) => string {
  // DOMPurify without a DOM (Node's default export) returns its input unchanged: refuse it.
  if (!purify.isSupported) throw new Error("DOMPurify has no DOM to sanitise with.");
  purify.addHook("uponSanitizeElement", (node, data) => {
    const level = HEADING_AS[data.tagName];
    if (!level) return;
    // The renamed heading takes the old one's place and children, which DOMPurify then visits as usual.
    const heading = node.ownerDocument!.createElement(level);
    heading.append(...Array.from(node.childNodes));
    (node as Element).replaceWith(heading);
  });
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (!ATTRIBUTES_OF[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A") {
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("target");
    }
    if (node.nodeName === "IMG") {
      if (!LIBRARY_IMAGE.test(node.getAttribute("src") ?? "")) {
        node.remove();
        return;
      }
      // Article images load only when scrolled near, and never block the text.
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
    }
  });
  const config = {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES_OF).flat())],
    ADD_FORBID_CONTENTS: DROPPED_WITH_TEXT,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  };
  return (html) => purify.sanitize(html, config).trim();
}

let browserSanitizer: ((html: string) => string) | undefined;

/** The browser's sanitiser (DOMPurify on the page's own DOM). */
export function sanitizeArticleHtml(html: string): string {
  browserSanitizer ??= createArticleSanitizer(DOMPurify);
  return browserSanitizer(html);
}

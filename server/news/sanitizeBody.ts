/**
 * The article body as stored: sanitised on the server when an editor saves it, with an
 * allowlist, before any reader sees it (the public page sanitises again in the browser).
 *
 * Allowed: headings (level 2-4; the page's own title is the h1), paragraphs, bold/italic,
 * lists, quotes, tables, links to http(s), mailto or addresses on this site, and images from
 * the media library. Everything else is dropped: scripts, styles, embedded documents, forms,
 * SVG/MathML, every attribute not listed (so no event handlers or inline styles), and
 * `javascript:`, `data:` and any other scheme in links.
 */
import sanitizeHtml from "sanitize-html";

/** Library files only (what the media pipeline writes), so no image comes from elsewhere. */
export const LIBRARY_IMAGE = /^\/media\/library\/[a-f0-9]{24}-\d{1,5}\.(?:jpg|webp|avif)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "code",
    "ul", "ol", "li", "blockquote", "a", "img", "figure", "figcaption",
    "table", "caption", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Their text is not article text either.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "iframe", "object", "xmp", "noembed", "noframes"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !LIBRARY_IMAGE.test(frame.attribs.src ?? ""),
};

export function sanitizeArticleBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

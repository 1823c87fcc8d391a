/**
 * An article's stored HTML as the words a reader sees: every tag dropped (with sanitize-html, the
 * library that cleaned the body when it was saved), a space where a block ends so that two
 * paragraphs never run into one word, and the few entities sanitize-html writes back decoded.
 */
import sanitizeHtml from "sanitize-html";

const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|br|hr|blockquote|figure|figcaption|table|caption|thead|tbody|tr|th|td|div|section)\b[^>]*>/gi;
const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

export function articleText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_TAG, " $& "), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]).replace(/\s+/g, " ").trim();
}

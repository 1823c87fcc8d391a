/**
 * An article's stored HTML as the words a reader sees: the HTML parsed by jsdom (the DOM the server's
 * sanitiser runs on) into an inert template, a space where a block ends so that two paragraphs never
 * run into one word, and the text read back with its entities decoded by the parser.
 */
import { JSDOM } from "jsdom";

const BLOCK_TAG = /<\/?(?:p|h[1-6]|li|ul|ol|br|hr|blockquote|figure|figcaption|table|caption|thead|tbody|tr|th|td|div|section)\b[^>]*>/gi;

let document: Document | undefined;

export function articleText(html: string): string {
  document ??= new JSDOM("").window.document;
  const template = document.createElement("template");
  template.innerHTML = html.replace(BLOCK_TAG, " $& ");
  // Stored bodies are sanitised, so none should be here; a reader would not see their text either.
  for (const hidden of template.content.querySelectorAll("script, style, template, noscript")) hidden.remove();
  return (template.content.textContent ?? "").replace(/\s+/g, " ").trim();
}

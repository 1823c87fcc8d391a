/**
 * The article policy (contract/lib/sanitizeHtml.ts, one definition) with DOMPurify on jsdom's DOM, which
 * DOMPurify supports on Node. It runs when an editor saves an article, so what is stored is already
 * clean, and again before the server writes a body into a page (server/site/contentMarkup.tsx),
 * where the browser parses it before any script of ours runs: hostile HTML must be gone by then.
 */
import createDOMPurify, { type WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { createArticleSanitizer } from "../../contract/lib/sanitizeHtml";

let sanitizer: ((html: string) => string) | undefined;

export function sanitizeArticleOnServer(html: string): string {
  sanitizer ??= createArticleSanitizer(createDOMPurify(new JSDOM("").window as unknown as WindowLike));
  return sanitizer(html);
}

import { sanitizeArticleOnServer } from "../../server/news/articleSanitizer";
import { sanitizeArticleHtml } from "../../contract/lib/sanitizeHtml";
import { ORDINARY, PAYLOADS } from "../../test-support/xssCorpus";

/**
 * The browser (DOMPurify on the page's window) and the server (DOMPurify on its own jsdom window,
 * when an article is saved and when it is written into a page) apply one policy: on every item of
 * the XSS corpus they give the same markup, and sanitising what the server stored changes nothing,
 * so the body the server wrote into a page is the one the browser keeps after hydration.
 */
const corpus = [ORDINARY, ...PAYLOADS, ORDINARY + PAYLOADS.join("\n")];

it.each(corpus.map((html, index) => [index, html]))("item %i: browser and server give the same markup", (_index, html) => {
  const stored = sanitizeArticleOnServer(html as string);
  expect(sanitizeArticleHtml(html as string)).toBe(stored);
  expect(sanitizeArticleOnServer(stored)).toBe(stored);
});

it("the comparison sees the policy: ordinary markup survives both", () => {
  expect(sanitizeArticleHtml(ORDINARY)).toContain("<h3>Decisions</h3>");
  expect(sanitizeArticleOnServer(ORDINARY)).toContain("<h3>Decisions</h3>");
});

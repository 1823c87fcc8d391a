/** @jest-environment node */
import { Parser } from "htmlparser2";
import { sanitizeArticleBody } from "../../server/news/sanitizeBody";
import { ORDINARY, PAYLOADS } from "../../test-support/xssCorpus";

const FORBIDDEN_TAGS = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "form", "input", "button", "textarea",
  "select", "link", "meta", "base", "svg", "math", "template", "noscript", "body", "video", "audio", "source",
  "details", "marquee", "isindex", "xss",
]);

/** Every element and attribute of `html`, as a real HTML parser sees them. */
function elements(html: string) {
  const found: Array<{ tag: string; attribs: Record<string, string> }> = [];
  const parser = new Parser({ onopentag: (tag, attribs) => found.push({ tag, attribs }) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return found;
}

function dangers(html: string): string[] {
  const found: string[] = [];
  for (const { tag, attribs } of elements(html)) {
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(attribs)) {
      if (/^on/i.test(name) || ["style", "srcdoc", "formaction", "action", "background", "xlink:href"].includes(name)) {
        found.push(`${tag}[${name}]`);
      }
      // eslint-disable-next-line no-control-regex
      const plain = value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
      if (/^(?:javascript|vbscript|data):/.test(plain)) found.push(`${tag}[${name}=${value}]`);
    }
    if (tag === "img" && !/^\/media\/library\//.test(attribs.src ?? "")) found.push(`img outside the library: ${attribs.src}`);
    if (tag === "a" && attribs.target === "_blank" && !/noopener/.test(attribs.rel ?? "")) found.push("a[target=_blank] without noopener");
  }
  return found;
}

describe("the server's article sanitiser", () => {
  it("the detection works: the raw corpus is caught", () => {
    expect(dangers(PAYLOADS.join("\n")).length).toBeGreaterThan(40);
  });

  it.each(PAYLOADS.map((payload, index) => [index, payload]))("payload %i leaves nothing dangerous", (_index, payload) => {
    const clean = sanitizeArticleBody(payload as string);
    expect(dangers(clean)).toEqual([]);
  });

  it("the whole corpus at once leaves nothing dangerous", () => {
    expect(dangers(sanitizeArticleBody(ORDINARY + PAYLOADS.join("\n")))).toEqual([]);
  });

  it("keeps ordinary article markup: headings, emphasis, lists, links, tables, quotes", () => {
    const clean = sanitizeArticleBody(ORDINARY);
    expect(clean).toContain("<h2>Council resolution</h2>");
    expect(clean).toContain("<h3>Decisions</h3>");
    expect(clean).toContain("<strong>Peshawar</strong> and <em>agreed</em>");
    expect(clean).toContain("<ul><li>First decision</li><li>Second decision</li></ul>");
    expect(clean).toContain("<ol><li>Step one</li><li>Step two</li></ol>");
    expect(clean).toContain('<a href="https://example.org/report">full report</a>');
    expect(clean).toContain('<a href="/contact">contact us</a>');
    expect(clean).toContain("<td>Mardan</td>");
    expect(clean).toContain("<blockquote><p>Embedded quotation paragraph.</p></blockquote>");
    expect(clean).toContain('<a href="https://example.org/source" target="_blank" rel="noopener noreferrer">');
  });

  it("keeps images from the media library only", () => {
    const library = '<img src="/media/library/0123456789abcdef01234567-800.jpg" alt="Rally" width="800" height="450">';
    expect(sanitizeArticleBody(library)).toBe(library.replace(">", " />"));
    expect(sanitizeArticleBody('<img src="https://tracker.example/pixel.gif" alt="">')).toBe("");
    expect(sanitizeArticleBody('<img src="/media/news/x.jpg" alt="">')).toBe("");
  });

  it("keeps mailto links and drops other schemes and protocol-relative addresses", () => {
    expect(sanitizeArticleBody('<a href="mailto:press@qwp.org.pk">mail</a>')).toBe('<a href="mailto:press@qwp.org.pk">mail</a>');
    expect(sanitizeArticleBody('<a href="//evil.example/">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleBody('<a href="tel:+92">x</a>')).toBe("<a>x</a>");
  });

  it("turns a first-level heading into a second-level one (the page's title is the h1)", () => {
    expect(sanitizeArticleBody("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });
});

/** @jest-environment node */
import { Parser } from "htmlparser2";
import { sanitizeArticleOnServer as sanitizeArticleBody } from "../../server/news/articleSanitizer";
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

describe("the article policy on the server (when an article is saved and when it is written into a page)", () => {
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
    expect(sanitizeArticleBody(library)).toBe(library.replace(">", ' loading="lazy" decoding="async">'));
    expect(sanitizeArticleBody(`<p>${library}<img src="/elsewhere.jpg">${library}</p>`)).toBe(
      `<p>${sanitizeArticleBody(library)}${sanitizeArticleBody(library)}</p>`,
    );
    expect(sanitizeArticleBody('<img src="https://tracker.example/pixel.gif" alt="">')).toBe("");
    expect(sanitizeArticleBody('<img src="/media/news/x.jpg" alt="">')).toBe("");
  });

  it("keeps mailto and tel links and drops other schemes and protocol-relative addresses", () => {
    expect(sanitizeArticleBody('<a href="mailto:press@qwp.org.pk">mail</a>')).toBe('<a href="mailto:press@qwp.org.pk">mail</a>');
    expect(sanitizeArticleBody('<a href="tel:+92915550000">call</a>')).toBe('<a href="tel:+92915550000">call</a>');
    expect(sanitizeArticleBody('<a href="//evil.example/">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleBody('<a href="/\\evil.example/">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleBody('<a href="ftp://files.example/">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleBody('<a href="../about">up</a><a href="#part">part</a>')).toBe('<a href="../about">up</a><a href="#part">part</a>');
  });

  it("keeps each attribute only on the element it is listed for, and sets rel itself", () => {
    expect(sanitizeArticleBody('<p title="t" class="c" id="i">x</p>')).toBe("<p>x</p>");
    expect(sanitizeArticleBody('<table><tbody><tr><td colspan="2" scope="row">x</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
    );
    expect(sanitizeArticleBody('<a href="/x" rel="opener" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeArticleBody('<a href="/x" target="_blank" rel="opener">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("turns headings the page has no room for into levels 2 and 4, sanitising what they hold", () => {
    expect(sanitizeArticleBody("<h1>Big</h1>")).toBe("<h2>Big</h2>");
    expect(sanitizeArticleBody("<h5>Small</h5><h6>Smaller</h6>")).toBe("<h4>Small</h4><h4>Smaller</h4>");
    expect(sanitizeArticleBody('<h1 onclick="x()">A <img src=x onerror=alert(1)><b style="color:red">b</b></h1><p>after</p>')).toBe(
      "<h2>A <b>b</b></h2><p>after</p>",
    );
  });
});

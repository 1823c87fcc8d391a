import { sanitizeArticleHtml } from "../../contract/lib/sanitizeHtml";

const dom = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = sanitizeArticleHtml(html);
  return box;
};

it("keeps ordinary article HTML", () => {
  const box = dom(`<h2>Heading</h2><p>Para <strong>bold</strong> <em>it</em></p>
    <ul><li>one</li></ul><ol><li>two</li></ol>
    <a href="https://example.com/x">ext</a> <a href="/contact">int</a> <a href="mailto:a@b.pk">mail</a>
    <img src="/media/library/0123456789abcdef01234567-800.jpg" alt="A" width="10" height="10">
    <table><thead><tr><th>H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table>
    <blockquote>q</blockquote><figure><figcaption>cap</figcaption></figure>`);
  expect(box.querySelector("h2")?.textContent).toBe("Heading");
  expect(box.querySelectorAll("li")).toHaveLength(2);
  expect([...box.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
    "https://example.com/x",
    "/contact",
    "mailto:a@b.pk",
  ]);
  expect(box.querySelector("img")).toHaveAttribute("src", "/media/library/0123456789abcdef01234567-800.jpg");
  expect(box.querySelector("img")).toHaveAttribute("loading", "lazy");
  expect(box.querySelector("td")?.textContent).toBe("D");
  expect(box.querySelector("figcaption")).not.toBeNull();
});

it.each([
  ["script", `<script>window.__xss=1</script><p>x</p>`, "script"],
  ["event handler", `<img src=x onerror="window.__xss=1">`, "[onerror]"],
  ["svg", `<svg onload="window.__xss=1"><circle/></svg>`, "svg"],
  ["math", `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`, "math, [onerror], style"],
  ["iframe", `<iframe src="https://evil.example"></iframe>`, "iframe"],
  ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`, "iframe"],
  ["object", `<object data="javascript:alert(1)"></object><embed src="x.swf">`, "object, embed"],
  ["form", `<form action="https://evil.example"><input name=a><button>Go</button></form>`, "form, input, button"],
  ["style tag", `<style>body{display:none}</style>`, "style"],
  ["style attribute", `<p style="position:fixed;inset:0">x</p>`, "[style]"],
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`, "meta"],
  ["base", `<base href="https://evil.example/">`, "base"],
  ["link", `<link rel="stylesheet" href="https://evil.example/x.css">`, "link"],
])("removes %s", (_name, html, selector) => {
  expect(dom(html).querySelector(selector)).toBeNull();
});

it.each([
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
])("drops the link address %p", (href) => {
  const link = dom(`<a href="${href}">x</a>`).querySelector("a");
  expect(link?.getAttribute("href") ?? null).toBeNull();
});

it("gives target=_blank links rel noopener and drops other targets", () => {
  const box = dom(`<a href="https://a.example" target="_blank">a</a><a href="https://b.example" target="top">b</a>`);
  const [a, b] = box.querySelectorAll("a");
  expect(a).toHaveAttribute("rel", "noopener noreferrer");
  expect(b).not.toHaveAttribute("target");
});

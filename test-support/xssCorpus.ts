/**
 * The XSS corpus (in the spirit of OWASP's XSS filter evasion cheat sheet) shared by the browser
 * test of the public article page and the server test of the sanitiser that runs when an
 * editor saves an article: the same hostile markup must be harmless in both places.
 */

// Every payload tries to set window.__xss, or to open a dialog (alert/confirm/prompt/print).
export const PAYLOADS: string[] = [
  `<script>window.__xss="script"</script>`,
  `<SCRIPT SRC=data:text/javascript,window.__xss="script-src"></SCRIPT>`,
  `<script src="data:text/javascript,alert(1)"></script>`,
  `<<SCRIPT>window.__xss="double-lt";//<</SCRIPT>`,
  `<IMG """><SCRIPT>window.__xss="quotes"</SCRIPT>">`,
  `<img src=x onerror="window.__xss='img-onerror'">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src="x" ONERROR=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img src="x" onerror="&#119;&#105;&#110;&#100;&#111;&#119;.__xss='entity-handler'">`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<svg onload="window.__xss='svg-onload'">`,
  `<svg/onload=alert(1)>`,
  `<svg><script>window.__xss="svg-script"</script></svg>`,
  `<svg><animate onbegin="window.__xss='animate'" attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss-math'"></style></mglyph></table></mtext></math>`,
  `<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">math</maction></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<a href="javascript:window.__xss='js-href'">js-href</a>`,
  `<a href="JaVaScRiPt:alert(1)">mixed-case</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded</a>`,
  `<a href="jav&#x09;ascript:alert(1)">tab</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">newline</a>`,
  `<a href=" &#14;  javascript:alert(1)">leading</a>`,
  `<a href="javas&#99;ript:alert(1)">partial</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data-link</a>`,
  `<a href="vbscript:msgbox(1)">vbscript</a>`,
  `<a href="#" onclick="window.__xss='onclick'">onclick</a>`,
  `<a href="https://example.org/" onmouseover="window.__xss='onmouseover'">hover</a>`,
  `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<IFRAME SRC="data:text/html,<script>parent.__xss='iframe-data'</script>"></IFRAME>`,
  `<frameset><frame src="javascript:alert(1)"></frameset>`,
  `<object data="data:text/html,<script>parent.__xss='object'</script>"></object>`,
  `<embed src="data:text/html,<script>parent.__xss='embed'</script>">`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='meta'">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">`,
  `<base href="javascript:alert(1)//"><a href="relative">base</a>`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<style>@import 'javascript:alert(1)';body{background:url("javascript:alert(1)")}</style>`,
  `<div style="background-image: url(javascript:alert(1))">style-url</div>`,
  `<div style="width: expression(alert(1));">expression</div>`,
  `<p style="position:fixed;inset:0;z-index:9999;background:red">overlay</p>`,
  `<table background="javascript:alert(1)"><tr><td>tbl</td></tr></table>`,
  `<form action="javascript:alert(1)"><input type="submit" value="form-submit"></form>`,
  `<form><button formaction="javascript:window.__xss='formaction'">formaction</button></form>`,
  `<input onfocus="window.__xss='autofocus'" autofocus>`,
  `<select autofocus onfocus="window.__xss='select'"><option>x</option></select>`,
  `<textarea autofocus onfocus="window.__xss='textarea'">x</textarea>`,
  `<details open ontoggle="window.__xss='details'"><summary>d</summary></details>`,
  `<body onload="window.__xss='body'">`,
  `<video><source onerror="window.__xss='video'"></video>`,
  `<audio src=x onerror="window.__xss='audio'">`,
  `<marquee onstart="window.__xss='marquee'">m</marquee>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
  `<template><img src=x onerror="window.__xss='template'"></template>`,
  `<p>unclosed <b><i onmouseover="window.__xss='nested'">nested</b> markup`,
  `"><img src=x onerror="window.__xss='attr-break'">`,
  `<div><img src=x onerror="window.__xss='comment'"><!--</div>--><img src=x onerror=alert(1)>`,
  `<![CDATA[<img src=x onerror=alert(1)>]]>`,
  `<object type="text/x-scriptlet" data="http://example.invalid/scriptlet.html"></object>`,
];

export const ORDINARY = `
<h2>Council resolution</h2>
<p>The council met in <strong>Peshawar</strong> and <em>agreed</em> the following.</p>
<h3>Decisions</h3>
<ul><li>First decision</li><li>Second decision</li></ul>
<ol><li>Step one</li><li>Step two</li></ol>
<p>Read the <a href="https://example.org/report">full report</a> or <a href="/contact">contact us</a>.</p>
<img src="/media/library/0123456789abcdef01234567-640.jpg" alt="Council session" width="640" height="360">
<table><thead><tr><th>District</th><th>Members</th></tr></thead><tbody><tr><td>Mardan</td><td>860</td></tr></tbody></table>
<blockquote><p>Embedded quotation paragraph.</p></blockquote>
<p><a href="https://example.org/source" target="_blank">Source (new tab)</a></p>`;

/**
 * What is left in `box` (an article body) that could run or mislead: forbidden elements, event
 * handler, style and srcdoc attributes, script URLs, new-tab links without noopener. Self-contained,
 * so a browser test can pass it to page.evaluate and a server test can run it on jsdom.
 */
export function dangerousMarkup(box: Element): string[] {
  const found: string[] = [];
  box
    .querySelectorAll("script, iframe, frame, object, embed, form, input, button, textarea, select, style, link, meta, base, svg, math, template")
    .forEach((el) => found.push(`<${el.tagName.toLowerCase()}>`));
  box.querySelectorAll("*").forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.replace(/[\s\p{Cc}]/gu, "").toLowerCase();
      if (attr.name.startsWith("on") || attr.name === "style" || attr.name === "srcdoc" || attr.name === "formaction")
        found.push(`${el.tagName.toLowerCase()}[${attr.name}]`);
      if (/^(javascript|vbscript|data):/.test(value) && !(el.tagName === "IMG" && attr.name === "src" && value.startsWith("data:image/")))
        found.push(`${el.tagName.toLowerCase()}[${attr.name}=${attr.value}]`);
    }
    if (el.tagName === "A" && el.getAttribute("target") === "_blank" && !/noopener/.test(el.getAttribute("rel") ?? ""))
      found.push("a[target=_blank] without noopener");
  });
  return found;
}

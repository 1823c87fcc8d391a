import { articleText } from "../../server/search/articleText";

describe("articleText (what the search index reads of an article)", () => {
  it("keeps the words a reader sees, with a space where each block ends", () => {
    expect(articleText("<h2>Jalsa</h2><p>In <strong>Charsadda</strong></p><ul><li>one</li><li>two</li></ul>")).toBe(
      "Jalsa In Charsadda one two",
    );
  });

  it("decodes entities as a browser shows them", () => {
    expect(articleText("<p>Roads &amp; schools &lt;2024&gt; &quot;now&quot;&nbsp;here</p>")).toBe('Roads & schools <2024> "now" here');
  });

  it("keeps Urdu and Pashto text whole", () => {
    expect(articleText("<p>قومی وطن پارٹی</p><p>د ملي وطن ګوند</p>")).toBe("قومی وطن پارٹی د ملي وطن ګوند");
  });

  it("reads no script or style text, and runs none", () => {
    const text = articleText('<p>Before</p><script>globalThis.ran = true; alert(1)</script><style>p{color:red}</style><img src=x onerror="globalThis.ran = true"><p>after</p>');
    expect(text).toBe("Before after");
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});

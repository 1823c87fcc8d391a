import styled from "@emotion/styled";
import React, { useEffect, useState } from "react";
import { colors, radii, space } from "../../theme";
import { skeletonBlock } from "./styles";

/**
 * Typography for whatever elements the article's (sanitised) HTML contains. A styled component:
 * the rules target descendants the page never renders itself. @emotion/styled loads only with this
 * route's chunk, not on every page.
 */
const ArticleBody = styled.div({
  fontSize: "1.075rem",
  lineHeight: 1.75,
  overflowWrap: "break-word",
  "& h2, & h3, & h4, & h5, & h6": { marginTop: "1.6em", fontWeight: 700 },
  "& h2": { fontSize: "1.5rem" },
  "& h3": { fontSize: "1.25rem" },
  "& ul, & ol": { paddingInlineStart: "1.4em" },
  "& li + li": { marginTop: space(1) },
  "& img": {
    display: "block",
    maxWidth: "100%",
    height: "auto",
    borderRadius: radii.md,
    marginBlock: space(4),
  },
  "& figure": { margin: `${space(6)} 0` },
  "& figure img": { marginBlock: 0 },
  "& figcaption": { marginTop: space(2), fontSize: ".9rem", color: colors.textMuted },
  "& blockquote": {
    margin: `${space(6)} 0`,
    padding: `${space(2)} ${space(5)}`,
    borderInlineStart: `4px solid ${colors.primary}`,
    background: colors.surfaceMuted,
    fontStyle: "italic",
  },
  // Wide tables scroll sideways instead of widening the page on phones.
  "& table": {
    display: "block",
    maxWidth: "100%",
    overflowX: "auto",
    borderCollapse: "collapse",
    marginBlock: space(4),
  },
  "& th, & td": {
    border: `1px solid ${colors.border}`,
    padding: `${space(2)} ${space(3)}`,
    textAlign: "start",
  },
  "& th": { background: colors.surfaceMuted },
  "& pre": { overflowX: "auto" },
  "& a": { color: colors.primaryText, textUnderlineOffset: "2px" },
});

/**
 * The article's HTML, sanitised in the browser before it touches the page. DOMPurify arrives in
 * its own chunk, loaded only here; until it has run, nothing of the untrusted HTML is rendered.
 */
export default function ArticleContent({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setClean(null);
    import(/* webpackChunkName: "sanitize-html" */ "../../lib/sanitizeHtml").then(
      ({ sanitizeArticleHtml }) => {
        if (current) setClean(sanitizeArticleHtml(html));
      },
      (error: unknown) => {
        console.error("Could not load the article sanitiser", error);
        if (current) setClean("");
      },
    );
    return () => {
      current = false;
    };
  }, [html]);

  if (clean === null) {
    return (
      <div aria-hidden="true" css={{ display: "grid", gap: space(3) }}>
        {[100, 96, 88, 92, 60].map((width, i) => (
          <div key={i} css={[skeletonBlock, { height: "1.1rem", width: `${width}%` }]} />
        ))}
      </div>
    );
  }

  return <ArticleBody data-testid="article-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}

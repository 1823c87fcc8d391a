import React, { createContext, useContext, useEffect, useRef, useState } from "react";
import { useIsHydrating } from "../../hooks/useIsHydrating";
import { colors, fontSizes, radii, space } from "../../theme";
import { skeletonBlock } from "./skeleton";

/**
 * Typography for whatever elements the article's (sanitised) HTML contains: the rules target
 * descendants the page never renders itself. A plain `css` object, so that the project's server,
 * which renders this component without the build's Babel plugin, gives it the same class name.
 */
const articleBody = {
  fontSize: fontSizes.md,
  lineHeight: 1.75,
  overflowWrap: "break-word",
  "& h2, & h3, & h4, & h5, & h6": { marginTop: "1.6em", fontWeight: 700 },
  "& h2": { fontSize: fontSizes.xl },
  "& h3": { fontSize: fontSizes.lg },
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
  "& figcaption": { marginTop: space(2), fontSize: fontSizes.sm, color: colors.textMuted },
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
} as const;

/**
 * The server's sanitiser (server/news/articleSanitizer.ts: the same policy, DOMPurify on jsdom),
 * provided only where the server renders an article into its page.
 */
export const ServerSanitizerContext = createContext<((html: string) => string) | null>(null);

/**
 * What the body shows: nothing yet (null: skeleton), the HTML the server wrote into the page, which
 * hydration keeps as it is ("kept"), or HTML this browser sanitised.
 */
type Body = null | "kept" | { html: string };

/**
 * The article's HTML, sanitised before it touches the page. DOMPurify arrives in its own chunk,
 * loaded only here; until it has run, nothing of the untrusted HTML is rendered by the browser.
 *
 * On a page the server rendered, the body is already there, sanitised by the server with the same
 * policy: hydration keeps it (an empty `__html` leaves an element's children as they are, and
 * React compares inner HTML only in development builds), and DOMPurify is not loaded at all: the
 * browser parsed that HTML before any script ran, so sanitising it again could change nothing that
 * had not already happened. Another article shown by the site's own navigation is new HTML from the
 * API, sanitised here.
 */
export default function ArticleContent({ html }: { html: string }) {
  const hydrating = useIsHydrating();
  const serverSanitize = useContext(ServerSanitizerContext);
  const [body, setBody] = useState<Body>(() => {
    if (!hydrating) return null;
    if (typeof window !== "undefined") return "kept";
    return serverSanitize ? { html: serverSanitize(html) } : null;
  });
  const firstRun = useRef(true);

  useEffect(() => {
    const keepsServerHtml = firstRun.current && body === "kept";
    firstRun.current = false;
    if (keepsServerHtml) return;
    let current = true;
    setBody(null);
    import(/* webpackChunkName: "article-sanitizer" */ "../../../contract/lib/sanitizeHtml").then(
      ({ sanitizeArticleHtml }) => {
        if (current) setBody({ html: sanitizeArticleHtml(html) });
      },
      (error: unknown) => {
        console.error("Could not load the article sanitiser", error);
        if (current) setBody({ html: "" });
      },
    );
    return () => {
      current = false;
    };
    // `body` is read only on the first run, to know whether the server's HTML is in the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);

  if (body === "kept") {
    return (
      <div
        data-testid="article-content"
        css={articleBody}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  if (body === null) {
    return (
      <div aria-hidden="true" css={{ display: "grid", gap: space(3) }}>
        {[100, 96, 88, 92, 60].map((width, i) => (
          <div key={i} css={[skeletonBlock, { height: "1.1rem", width: `${width}%` }]} />
        ))}
      </div>
    );
  }

  return <div data-testid="article-content" css={articleBody} dangerouslySetInnerHTML={{ __html: body.html }} />;
}

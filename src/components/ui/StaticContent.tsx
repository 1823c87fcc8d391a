import React, { useState } from "react";
import { useIsHydrating } from "../../hooks/useIsHydrating";

/**
 * Content that never changes after the build: headings, text, pictures, plain links.
 *
 * On a page opened from its static HTML, React keeps that HTML exactly as the build wrote it and
 * never hydrates it: no component below renders in the browser and no style is computed, which is
 * most of a page's start-up work on a cheap phone (Total Blocking Time). Its links are plain
 * `<a href>`; gatsby-plugin-catch-links turns a click on one into Gatsby's navigation, so they still
 * change page without a full reload. On a page reached by that navigation there is no HTML to keep,
 * and the children render as usual.
 *
 * Nothing inside may need the browser: no state, effects or event handlers (they would never run on
 * a page opened directly). Put interactive parts beside it, not in it.
 */
export default function StaticContent({ children }: { children: React.ReactNode }) {
  // React answers the server snapshot only while it hydrates HTML, so this is true exactly when the
  // build's HTML for this spot is in the document. useState keeps the first answer: React renders
  // once more after hydration with the client snapshot, and that must not replace the HTML.
  const hydrating = useIsHydrating();
  const [keepBuildHtml] = useState(hydrating);

  if (keepBuildHtml && typeof window !== "undefined") {
    // An empty __html hydrates without touching the element's children (React compares inner HTML
    // only in development builds, hence suppressHydrationWarning), and equal __html is never rewritten.
    return (
      <div
        data-static-content=""
        css={wrapper}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <div data-static-content="" css={wrapper}>
      {children}
    </div>
  );
}

/** The wrapper adds no box: the children lay out as if it were not there. */
const wrapper = { display: "contents" } as const;

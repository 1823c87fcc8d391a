import React from "react";
import type { FirstPaintMarkId } from "../../lib/firstPaint";

/**
 * An empty, hidden element that marks the end of a page's opening: the browser's first paint waits
 * until the parser reaches the page's last mark (src/lib/firstPaint.ts, gatsby-ssr.tsx).
 */
export default function FirstPaintMark({ id }: { id: FirstPaintMarkId }) {
  return <span id={id} hidden />;
}

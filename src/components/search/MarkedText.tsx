import React from "react";
import type { MarkRange } from "../../../contract/lib/api/search";

/** Text with the given ranges in <mark>: the text is only ever text, whatever it contains. */
export default function MarkedText({ text, marks }: { text: string; marks: readonly MarkRange[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

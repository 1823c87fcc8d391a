import React from "react";
import { colors, space } from "../../theme";

/** What shows while the console asks who is signed in (also the page's static HTML). */
export default function ConsoleLoading({ label = "Loading the staff console…" }: { label?: string }) {
  return (
    <div role="status" css={{ display: "grid", placeItems: "center", minHeight: "60vh", padding: space(6), color: colors.textMuted }}>
      {label}
    </div>
  );
}

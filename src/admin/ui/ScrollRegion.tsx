import React from "react";
import { focusRing } from "./consoleStyles";

/**
 * A wide table's horizontal scroller. It is focusable and named, so keyboard users can scroll it
 * with the arrow keys and screen readers announce what it holds.
 */
export default function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} css={[focusRing, { overflowX: "auto" }]}>
      {children}
    </div>
  );
}

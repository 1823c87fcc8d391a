import { Link } from "gatsby";
import React from "react";
import { focusRing } from "./consoleStyles";
import { fieldStyles } from "./formBits";

/** A console screen's main way on ("Add an event", "Write an article"): a link drawn as the primary button. */
export default function PrimaryLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} css={[fieldStyles.primaryLink, focusRing]}>
      {children}
    </Link>
  );
}

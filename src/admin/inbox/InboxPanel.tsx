import React from "react";
import { fontSizes } from "../../theme";
import { panel } from "../ui/consoleStyles";

/** One of an inbox item's panels, named by its heading so screen readers list it as a region. */
export default function InboxPanel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section css={panel} aria-labelledby={id}>
      <h2 id={id} css={{ fontSize: fontSizes.md, marginTop: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

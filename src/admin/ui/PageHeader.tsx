import React, { useEffect, useRef } from "react";
import { colors, fontSizes, space } from "../../theme";

type PageHeaderProps = {
  /** Text, or text with a <bdi> around words in another direction (an ItemTitle). */
  title: React.ReactNode;
  /** What makes it another screen when the title is not plain text (the focus moves again). */
  focusKey?: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
};

/**
 * The heading of a console screen. It takes focus when the screen opens, so a screen reader
 * announces where a navigation landed.
 */
export default function PageHeader({ title, focusKey, description, actions }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = typeof title === "string" ? title : focusKey;
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [screen]);
  return (
    <header css={{ display: "flex", flexWrap: "wrap", gap: space(4), alignItems: "flex-end", justifyContent: "space-between", marginBottom: space(6) }}>
      <div css={{ minWidth: 0 }}>
        <h1 ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: fontSizes.xl, lineHeight: 1.2, "&:focus": { outline: "none" } }}>
          {title}
        </h1>
        {description && <p css={{ margin: `${space(1.5)} 0 0`, color: colors.textMuted, maxWidth: "60ch" }}>{description}</p>}
      </div>
      {actions}
    </header>
  );
}

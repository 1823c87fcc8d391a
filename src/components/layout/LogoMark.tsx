import React from "react";
import { LOGO_RED, LOGO_WHITE, logoMarkShapes } from "../../theme/brandMark";

type LogoMarkProps = { size?: number; className?: string };

/** The chiragh mark on its red tile. Decorative: the text beside it names the party. */
export default function LogoMark({ size = 44, className }: LogoMarkProps) {
  const { viewBox, tileRadius, lamp, flameCore } = logoMarkShapes;
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0, display: "block" }}
    >
      <rect width="64" height="64" rx={tileRadius} fill={LOGO_RED} />
      <g fill={LOGO_WHITE}>
        {lamp.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <path d={flameCore} fill={LOGO_RED} />
    </svg>
  );
}

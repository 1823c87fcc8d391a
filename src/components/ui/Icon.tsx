import React from "react";
import type { IconName } from "./iconNames";

export { iconNames, isIconName, type IconName } from "./iconNames";

type IconProps = {
  name: IconName;
  size?: number | string;
  /** Gives the icon an accessible name; without it the icon is hidden from assistive tech. */
  title?: string;
  className?: string;
};

/** Icons that point along the line of reading: drawn for English, mirrored in the right-to-left editions. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set([
  "arrowLeft",
  "arrowRight",
  "chevronLeft",
  "chevronRight",
]);
const mirrorInRtl = { "[dir='rtl'] &": { transform: "scaleX(-1)" } } as const;

/**
 * One icon of the site's set, drawn from the SVG sprite that gatsby/iconSprite.ts writes at build time
 * (`__ICON_SPRITE_URL__`, a content-hashed file cached for a year). Each icon costs the page a short
 * <use> reference instead of its path data, in the HTML and in the JavaScript; the sprite is one
 * small request shared by every page. The stroke is currentColor, so `color` styles the icon.
 */
export default function Icon({ name, size = 20, title, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      className={className}
      css={DIRECTIONAL.has(name) ? mirrorInRtl : undefined}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
    >
      {title && <title>{title}</title>}
      <use href={`${__ICON_SPRITE_URL__}#${name}`} />
    </svg>
  );
}

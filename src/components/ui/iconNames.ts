/**
 * The names of the site's icons. Kept apart from their path data (iconPaths.ts) so that browser code
 * can check a name from the data without shipping the drawings: those live in one cached SVG sprite.
 */
export const iconNames = [
  "mail",
  "phone",
  "facebook",
  "youtube",
  "twitter",
  "github",
  "linkedin",
  "instagram",
  "globe",
  "menu",
  "close",
  "plus",
  "minus",
  "chevronDown",
  "chevronLeft",
  "chevronRight",
  "arrowLeft",
  "arrowRight",
  "external",
  "sun",
  "moon",
  "mapPin",
  "calendar",
  "user",
  "users",
  "share",
  "download",
  "book",
  "fileText",
  "check",
  "checkCircle",
  "clock",
  "refresh",
  "search",
  "alert",
  "info",
  "quote",
  "play",
  "grid",
  "building",
  "droplet",
  "zap",
  "graduationCap",
  "landmark",
  "shield",
  "handshake",
  "scale",
  "award",
  "heart",
  "target",
  "flag",
  "image",
  "newspaper",
  "lamp",
] as const;

export type IconName = (typeof iconNames)[number];

const known: ReadonlySet<string> = new Set(iconNames);

export function isIconName(name: string): name is IconName {
  return known.has(name);
}

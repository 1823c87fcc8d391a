import type { IconName } from "./iconNames";

/**
 * The drawings of the icon set: 24×24, stroked with currentColor, 2 px round-capped lines.
 * Only build-time code reads this file: gatsby/iconSprite.ts turns it into the sprite the <Icon>
 * component points at, and scripts/make-catalogue-assets.ts draws category icons into images.
 * Adding a name to iconNames.ts without a path here is a type error.
 */
export const iconPaths: Record<IconName, string> = {
  mail: "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm0 1 8 7 8-7",
  phone:
    "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8a0 0 0 0 1 0 0Z",
  youtube:
    "M22 8.5a3 3 0 0 0-2-2C18.2 6 12 6 12 6s-6.2 0-8 .5a3 3 0 0 0-2 2 31 31 0 0 0 0 7 3 3 0 0 0 2 2c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2 31 31 0 0 0 0-7ZM10 15V9l5 3-5 3Z",
  twitter: "M4 4l16 16M20 4 4 20M4 4h4l12 16h-4L4 4Z",
  github:
    "M9 19c-4 1.5-4-2-6-2.5m12 5v-3.5a3 3 0 0 0-1-2.5c3 0 6-1.5 6-6a5 5 0 0 0-1.3-3.4 4.6 4.6 0 0 0-.1-3.4s-1.1-.3-3.6 1.4a12.3 12.3 0 0 0-6.4 0C6.1 2.9 5 3.2 5 3.2a4.6 4.6 0 0 0-.1 3.4A5 5 0 0 0 3.6 10c0 4.5 3 6 6 6a3 3 0 0 0-1 2.5V22",
  linkedin:
    "M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5 5h4v1.5a4 4 0 0 1 7 2.5v7h-4v-6a2 2 0 0 0-4 0v6h-3Z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  chevronDown: "m6 9 6 6 6-6",
  chevronLeft: "m15 6-6 6 6 6",
  chevronRight: "m9 6 6 6-6 6",
  arrowLeft: "M19 12H5m6-6-6 6 6 6",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  external: "M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  sun: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-6v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  moon: "M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z",
  mapPin:
    "M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Zm0-9.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  calendar:
    "M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 5h16M8 3v4m8-4v4",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0",
  users:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0m1-10a3 3 0 1 0 0-6m2 16a6 6 0 0 0-3-5",
  share:
    "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  download: "M12 3v12m-5-5 5 5 5-5M4 19h16",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13v2H6",
  fileText:
    "M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5Zm0 0v5h5M8 13h8M8 17h8M8 9h2",
  check: "m5 12 5 5L20 7",
  checkCircle: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2",
  refresh: "M20 11a8 8 0 0 0-14.7-4.4L4 8m0-5v5h5M4 13a8 8 0 0 0 14.7 4.4L20 16m0 5v-5h-5",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4",
  alert: "M12 3 2 20h20L12 3Zm0 6v5m0 3h.01",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v6m0-9h.01",
  quote: "M7 7h4v4c0 3-1 5-4 6M14 7h4v4c0 3-1 5-4 6",
  play: "M7 4v16l13-8L7 4Z",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  building: "M4 21V5l8-3v19M12 8h8v13M4 21h18M7 8h2m-2 4h2m-2 4h2m6-4h2m-2 4h2",
  droplet: "M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11Z",
  zap: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z",
  graduationCap: "M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5M22 9v6",
  landmark: "M3 21h18M4 10h16M12 3l9 5H3l9-5ZM6 10v8m4-8v8m4-8v8m4-8v8",
  shield: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z",
  handshake: "M8 12l3 3a2 2 0 0 0 3-3l-4-4-4 4M3 11l4-4 3 1M21 11l-4-4-4 1m-5 4-2 2m10-3 2 2",
  scale: "M12 3v18M5 21h14M4 7h16M7 7l-3 7a3 3 0 0 0 6 0L7 7Zm10 0-3 7a3 3 0 0 0 6 0l-3-7Z",
  award: "M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm-3.5 11L7 21l5-2 5 2-1.5-7",
  heart: "M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10Z",
  target:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  flag: "M5 21V4m0 0h11l-2 4 2 4H5",
  image:
    "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm0 12 5-5 4 4 3-3 4 4M15 9h.01",
  newspaper:
    "M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V5Zm13 4h3v10a2 2 0 0 1-4 0M7 9h7M7 13h7M7 17h4",
  lamp: "M9 18h6m-5 3h4M12 2a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 2Z",
};

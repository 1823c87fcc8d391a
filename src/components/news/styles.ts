import { css, keyframes } from "@emotion/react";
import { colors, media, radii, shadows, space } from "../../theme";

/** Styles shared by the news list, latest news and detail components. */


export const cardGrid = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space(6),
  gridTemplateColumns: "minmax(0, 1fr)",
  [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
});

export const card = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  overflow: "hidden",
  boxShadow: shadows.card,
});

/** 16:9 media box: reserves the image's room before it arrives, so nothing jumps. */
export const mediaBox = css({
  position: "relative",
  aspectRatio: "16 / 9",
  background: colors.surfaceMuted,
  overflow: "hidden",
  "& > img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
});

const shimmer = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.55 }, "100%": { opacity: 1 } });

export const skeletonBlock = css({
  background: colors.surfaceMuted,
  borderRadius: radii.sm,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

export const messageBox = css({
  padding: space(6),
  borderRadius: radii.lg,
  border: `1px solid ${colors.border}`,
  background: colors.surfaceMuted,
  textAlign: "center",
  "& p": { margin: 0 },
});

export const errorBox = css({
  padding: space(6),
  borderRadius: radii.lg,
  border: `1px solid ${colors.danger}`,
  background: colors.dangerSoft,
  color: colors.text,
  textAlign: "center",
  "& p": { margin: 0, fontWeight: 600 },
});

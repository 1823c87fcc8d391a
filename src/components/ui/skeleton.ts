import { css, keyframes } from "@emotion/react";
import { colors, radii } from "../../theme";

const shimmer = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.55 },
  "100%": { opacity: 1 },
});

/** A grey block that pulses where content is still loading (news, events, an article's body). */
export const skeletonBlock = css({
  background: colors.surfaceMuted,
  borderRadius: radii.sm,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

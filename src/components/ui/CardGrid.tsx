import { css } from "@emotion/react";
import React from "react";
import { media, space } from "../../theme";
import { bareList } from "../../theme/bareList";

const base = css(bareList, {
  display: "grid",
  gap: space(6),
  gridTemplateColumns: "minmax(0, 1fr)",
});
/** One column on phones, two from `md`, three from `lg` (news, videos, projects, leaders, wings). */
const three = css({
  [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
});
/** One column until `lg`, then two (manifestos, whose cards hold a cover beside the text). */
const two = css({ [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } });

/** The three-column grid's style, for a grid that is not a list (loading placeholders). */
export const cardGridStyle = [base, three];

type CardGridProps = React.HTMLAttributes<HTMLUListElement> & { columns?: 2 | 3 };

/** The list of cards every listing page uses; give each card its own <li>. */
export default function CardGrid({ columns = 3, ...rest }: CardGridProps) {
  return <ul css={[base, columns === 3 ? three : two]} {...rest} />;
}

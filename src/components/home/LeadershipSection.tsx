import React from "react";
import { breakpoints, media, space } from "../../theme";
import ContentSection from "../ui/ContentSection";
import LeaderCard, { type HomeLeader } from "./LeaderCard";
import { bareList } from "../../theme/bareList";

type Heading = NonNullable<Queries.HomePageQuery["homeContent"]>["leadership"];

/** The party's five office bearers, each linking to /leader/{slug}. */
export default function LeadershipSection({
  heading,
  leaders,
}: {
  heading: Heading;
  leaders: ReadonlyArray<HomeLeader>;
}) {
  return (
    <ContentSection id="leadership-title" heading={heading}>
      <ul
        css={[bareList, {
          display: "grid",
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          gap: space(3),
          [media.sm]: { gap: space(4) },
          [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
          [media.lg]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
          // An odd last card spans the row on phones instead of leaving a hole.
          [`@media (max-width: ${breakpoints.md - 0.02}px)`]: {
            "& > li:last-of-type:nth-of-type(odd)": { gridColumn: "1 / -1" },
          },
        }]}
      >
        {leaders.map((leader) => (
          <li key={leader.slug}>
            <LeaderCard leader={leader} />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

import React from "react";
import { categoryLabel, homeProjects } from "../../lib/homeProjects";
import { media, space } from "../../theme";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import Section from "../ui/Section";
import ProjectSummaryCard from "./ProjectSummaryCard";

type Heading = NonNullable<Queries.HomePageQuery["homeContent"]>["projects"];
type Catalogue = Queries.HomePageQuery["projectCatalogue"];

/** The first six projects of data/projects.json and the way to the full list. */
export default function ProjectsSummary({ heading, catalogue }: { heading: Heading; catalogue: Catalogue }) {
  const projects = homeProjects(catalogue?.projects);
  return (
    <Section id="projects-title" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} muted>
      {projects.length > 0 && (
        <ul
          css={{
            listStyle: "none",
            margin: `0 0 ${space(10)}`,
            padding: 0,
            display: "grid",
            gap: space(5),
            [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
            [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          {projects.map((project) => (
            <li key={project.title}>
              <ProjectSummaryCard
                project={project}
                categoryLabel={categoryLabel(catalogue?.categories, project.category)}
              />
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to="/projects" variant="secondary">
        View All Projects
        <Icon name="arrowRight" size={18} />
      </ButtonLink>
    </Section>
  );
}

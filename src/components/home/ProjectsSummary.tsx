import { css } from "@emotion/react";
import React from "react";
import { useHasTranslation, useT, useTranslatedContent } from "../../i18n/I18nProvider";
import NotTranslated from "../ui/NotTranslated";
import { categoryLabel, homeProjects } from "../../lib/homeProjects";
import { space } from "../../theme";
import CardGrid from "../ui/CardGrid";
import { ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import ContentSection from "../ui/ContentSection";
import ProjectSummaryCard from "./ProjectSummaryCard";

type Heading = NonNullable<Queries.HomePageQuery["homeContent"]>["projects"];
type Catalogue = Queries.HomePageQuery["projectCatalogue"];

const gridGap = css({ marginBottom: space(10) });

/** The first six projects of data/projects.json and the way to the full list. */
export default function ProjectsSummary({
  heading,
  catalogue: englishCatalogue,
}: {
  heading: Heading;
  catalogue: Catalogue;
}) {
  const catalogue = useTranslatedContent("projects", englishCatalogue);
  const t = useT();
  const projectsTranslated = useHasTranslation("projects");
  const projects = homeProjects(catalogue?.projects);
  return (
    <ContentSection id="projects-title" heading={heading} muted>
      {projects.length > 0 && (
        <MaybeNotTranslated translated={projectsTranslated}>
          <CardGrid css={gridGap}>
            {projects.map((project) => (
              <li key={project.title}>
                <ProjectSummaryCard
                  project={project}
                  categoryLabel={categoryLabel(catalogue?.categories, project.category)}
                />
              </li>
            ))}
          </CardGrid>
        </MaybeNotTranslated>
      )}
      <ButtonLink to="/projects" variant="secondary">
        {t("home.viewAllProjects")}
        <Icon name="arrowRight" size={18} />
      </ButtonLink>
    </ContentSection>
  );
}

/** The project cards come from data/projects.json: in English, marked so, until it is translated. */
function MaybeNotTranslated({
  translated,
  children,
}: {
  translated: boolean;
  children: React.ReactNode;
}) {
  return translated ? (
    <>{children}</>
  ) : (
    <NotTranslated bare notice="home.projectsNotTranslated">
      {children}
    </NotTranslated>
  );
}

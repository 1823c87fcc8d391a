import { css } from "@emotion/react";
import React from "react";
import useSearchParam from "../../hooks/useSearchParam";
import { ALL_CATEGORY, CATEGORY_PARAM, filterProjects } from "../../lib/projects";
import { colors, space } from "../../theme";
import CardGrid from "../ui/CardGrid";
import AreaHero from "../ui/AreaHero";
import Section from "../ui/Section";
import CategoryTabs, { tabId } from "./CategoryTabs";
import ProjectCard, { type ProjectCardData } from "./ProjectCard";
import ProjectTimeline from "./ProjectTimeline";
import StatCards from "./StatCards";
import StaticContent from "../ui/StaticContent";
import { useT } from "../../i18n/I18nProvider";
import { useFormatNumber } from "../../i18n/useFormatNumber";

export type ProjectsViewProps = {
  stats: readonly { number: string; label: string; colour: string }[];
  categories: readonly { id: string; label: string; icon: string }[];
  projects: readonly ProjectCardData[];
  timeline: readonly { decade: string; title: string; items: readonly string[] }[];
};

const PANEL_ID = "projects-panel";

const countStyle = css({ color: colors.textMuted, marginBottom: space(5) });

/**
 * /projects: headline figures, the category tabs over the project grid, and the decade
 * timeline. The chosen tab lives in ?category= (replacing the history entry, so arrowing
 * through tabs does not flood the back button); the static HTML shows 'all'.
 */
export default function ProjectsView({ stats, categories, projects, timeline }: ProjectsViewProps) {
  const [param, setParam] = useSearchParam(CATEGORY_PARAM);
  const selected = param && categories.some((c) => c.id === param) ? param : ALL_CATEGORY;
  const shown = filterProjects(projects, selected);
  const labelOf = (id: string) => categories.find((c) => c.id === id);
  const t = useT();
  const formatNumber = useFormatNumber();

  return (
    <>
      <AreaHero area="projects" below={<StatCards stats={stats} />} />

      <Section
        id="projects-heading"
        eyebrow={t("projects.byCategoryEyebrow")}
        title={t("projects.byCategory")}
      >
        <CategoryTabs
          categories={categories}
          selected={selected}
          onSelect={(id) => setParam(id === ALL_CATEGORY ? null : id, { replace: true })}
          panelId={PANEL_ID}
          label={t("projects.categoriesLabel")}
        />
        <div
          role="tabpanel"
          id={PANEL_ID}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
          css={{ borderRadius: "4px" }}
        >
          <p css={countStyle}>
            {shown.length === 1
              ? t("projects.countOne")
              : t("projects.count", { count: formatNumber(shown.length) })}
          </p>
          {shown.length === 0 ? (
            <p>{t("projects.none")}</p>
          ) : (
            <CardGrid>
              {shown.map((project) => {
                const category = labelOf(project.category);
                return (
                  <li key={project.title}>
                    <ProjectCard
                      project={project}
                      categoryLabel={category?.label ?? project.category}
                      categoryIcon={category?.icon ?? "grid"}
                    />
                  </li>
                );
              })}
            </CardGrid>
          )}
        </div>
      </Section>

      <StaticContent>
        <Section
          id="timeline-heading"
          eyebrow={t("projects.timelineEyebrow")}
          title={t("projects.timeline")}
          muted
        >
          <ProjectTimeline decades={timeline} />
        </Section>
      </StaticContent>
    </>
  );
}

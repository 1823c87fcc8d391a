import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { isInProgress } from "../../lib/projects";
import { colors, fontSizes, space } from "../../theme";
import Badge from "../ui/Badge";
import Icon, { isIconName } from "../ui/Icon";
import Card from "../ui/Card";
import CardImage from "../ui/CardImage";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { useT } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { STATUS_LABEL } from "../../lib/projectStatus";
import { bareList } from "../../theme/bareList";

/** The fields a project card needs; Home's projects summary can spread the same fragment. */
export const query = graphql`
  fragment ProjectCardFields on Project {
    title
    description
    category
    status
    year
    location
    source
    image {
      childImageSharp {
        gatsbyImageData(
          width: 600
          aspectRatio: 1.5
          breakpoints: [360, 480, 600, 900]
          sizes: "(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw"
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`;

export type ProjectCardData = Queries.ProjectCardFieldsFragment;

const media = css({ aspectRatio: "3 / 2", background: colors.surfaceMuted, position: "relative" });
const placeholder = css({
  display: "grid",
  placeItems: "center",
  height: "100%",
  color: colors.textMuted,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 14px, ${colors.border} 14px 15px)`,
});
const body = css({
  display: "flex",
  flexDirection: "column",
  gap: space(3),
  padding: space(5),
  flex: 1,
});
const categoryLabel = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(1.5),
  color: colors.primaryText,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  letterSpacing: ".06em",
  textTransform: "uppercase",
});
const meta = css(bareList, {
  display: "flex",
  flexWrap: "wrap",
  gap: `${space(1)} ${space(4)}`,
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  "& li": { display: "inline-flex", alignItems: "center", gap: space(1.5) },
});
const sourceLink = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(1.5),
  alignSelf: "flex-start",
  marginTop: "auto",
  paddingTop: space(1),
  fontWeight: 600,
  minHeight: "44px",
});

type Props = {
  project: ProjectCardData;
  categoryLabel: string;
  categoryIcon: string;
  /** Heading level inside the page outline. */
  headingLevel?: "h2" | "h3";
};

/** One project: image or placeholder, status, category, title, description, place, year, source. */
export default function ProjectCard({
  project,
  categoryLabel: label,
  categoryIcon,
  headingLevel: Heading = "h3",
}: Props) {
  const digits = useEditionDigits();
  const image = getImage(project.image?.childImageSharp?.gatsbyImageData ?? null);
  const icon = isIconName(categoryIcon) ? categoryIcon : "grid";
  const inProgress = isInProgress(project.status);
  const t = useT();
  const en = useEnglishMark();
  return (
    <Card as="article" flush>
      <div css={media}>
        {image ? (
          <CardImage image={image} alt="" fit="cover" />
        ) : (
          <div css={placeholder} data-testid="project-image-placeholder">
            <Icon name={icon} size={48} />
          </div>
        )}
      </div>
      <div css={body}>
        <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space(3) }}>
          <Badge tone={inProgress ? "secondary" : "default"}>
            <Icon name={inProgress ? "clock" : "checkCircle"} size={14} />
            {STATUS_LABEL[project.status] ? t(STATUS_LABEL[project.status]) : project.status}
          </Badge>
          <span css={categoryLabel}>
            <Icon name={icon} size={14} />
            <span {...en(label)}>{label}</span>
          </span>
        </div>
        <Heading css={{ fontSize: fontSizes.lg, margin: 0 }} {...en(project.title)}>
          {project.title}
        </Heading>
        <p css={{ margin: 0, color: colors.textMuted }} {...en(project.description)}>
          {project.description}
        </p>
        <ul css={meta} aria-label={t("projects.whereWhen")}>
          <li>
            <Icon name="mapPin" size={16} />
            <span css={visuallyHidden}>{t("projects.location")} </span>
            <span {...en(project.location)}>{project.location}</span>
          </li>
          <li>
            <Icon name="calendar" size={16} />
            <span css={visuallyHidden}>{t("projects.year")} </span>
            {digits(project.year)}
          </li>
        </ul>
        {project.source && (
          <a href={project.source} target="_blank" rel="noopener noreferrer" css={sourceLink}>
            {t("projects.viewSource")}
            <Icon name="external" size={16} />
            <span css={visuallyHidden}> {t("projects.newTab")}</span>
          </a>
        )}
      </div>
    </Card>
  );
}

import React from "react";
import { colors, fontSizes, space } from "../../theme";
import Card from "../ui/Card";
import Badge from "../ui/Badge";
import Icon from "../ui/Icon";
import CardImage from "../ui/CardImage";
import { useEditionDigits } from "../../i18n/useFormatNumber";
import { STATUS_LABEL } from "../../lib/projectStatus";
import { useT } from "../../i18n/I18nProvider";

export type HomeProject = NonNullable<
  Queries.HomePageQuery["projectCatalogue"]
>["projects"][number];

/** A project on Home: image (or a neutral placeholder), status, category, title and where/when. */
export default function ProjectSummaryCard({
  project,
  categoryLabel,
}: {
  project: HomeProject;
  categoryLabel: string;
}) {
  const digits = useEditionDigits();
  const t = useT();
  const image = project.image?.childImageSharp?.gatsbyImageData;
  const inProgress = project.status === "In Progress";
  return (
    <Card as="article" flush>
      <div css={{ position: "relative", aspectRatio: "16 / 10", background: colors.surfaceMuted }}>
        {image ? (
          <CardImage image={image} alt="" fit="cover" />
        ) : (
          <div
            css={{
              position: "absolute",
              inset: 0,
              display: "grid",
              placeItems: "center",
              color: colors.textMuted,
            }}
          >
            <Icon name="image" size={40} />
          </div>
        )}
        <div css={{ position: "absolute", top: space(3), insetInlineStart: space(3) }}>
          <Badge tone={inProgress ? "secondary" : "default"}>
            <Icon name={inProgress ? "clock" : "checkCircle"} size={14} />
            {STATUS_LABEL[project.status] ? t(STATUS_LABEL[project.status]) : project.status}
          </Badge>
        </div>
      </div>
      <div
        css={{
          display: "flex",
          flexDirection: "column",
          flex: 1,
          padding: space(5),
          gap: space(2),
        }}
      >
        <p
          css={{
            margin: 0,
            color: colors.primaryText,
            fontWeight: 700,
            fontSize: fontSizes.xs,
            letterSpacing: ".06em",
            textTransform: "uppercase",
          }}
        >
          {categoryLabel}
        </p>
        <h3 css={{ fontSize: fontSizes.md, fontWeight: 800, margin: 0 }}>{project.title}</h3>
        <p
          css={{
            margin: 0,
            color: colors.textMuted,
            display: "-webkit-box",
            WebkitLineClamp: 3,
            WebkitBoxOrient: "vertical",
            overflow: "hidden",
          }}
        >
          {project.description}
        </p>
        <p
          css={{
            margin: `auto 0 0`,
            paddingTop: space(3),
            display: "flex",
            flexWrap: "wrap",
            gap: `${space(1)} ${space(4)}`,
            fontSize: fontSizes.sm,
            color: colors.textMuted,
          }}
        >
          <span css={{ display: "inline-flex", alignItems: "center", gap: space(1) }}>
            <Icon name="mapPin" size={16} />
            {project.location}
          </span>
          <span css={{ display: "inline-flex", alignItems: "center", gap: space(1) }}>
            <Icon name="calendar" size={16} />
            {digits(project.year)}
          </span>
        </p>
      </div>
    </Card>
  );
}

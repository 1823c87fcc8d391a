import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import ProjectsView from "../components/projects/ProjectsView";
import Seo from "../components/seo/Seo";
import { useTranslatedContent } from "../i18n/I18nProvider";
import { headEdition } from "../i18n/headEdition";

export const query = graphql`
  query ProjectsPage {
    projectCatalogue {
      stats {
        number
        label
        colour
      }
      categories {
        id
        label
        icon
      }
      projects {
        ...ProjectCardFields
      }
      timeline {
        decade
        title
        items
      }
    }
  }
`;

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  // data/projects.json with the edition's translation in place (data/ur/projects.json ...), if any.
  const catalogue = useTranslatedContent("projects", data.projectCatalogue);
  if (!catalogue) throw new Error("data/projects.json is missing");
  return (
    <Layout>
      <ProjectsView {...catalogue} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => {
  const edition = headEdition(pageContext);
  return (
    <Seo
      title={edition.t("projects.seoTitle")}
      description={edition.t("projects.seoDescription")}
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
};

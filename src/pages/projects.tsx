import { graphql, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import ProjectsView from "../components/projects/ProjectsView";
import { pageHead } from "../components/seo/pageHead";
import { usePageContent } from "../i18n/I18nProvider";

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
  const catalogue = usePageContent("projects", data.projectCatalogue);
  return (
    <Layout>
      <ProjectsView {...catalogue} />
    </Layout>
  );
}

export const Head = pageHead("projects.seoTitle", "projects.seoDescription");

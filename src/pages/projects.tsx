import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import ProjectsView from "../components/projects/ProjectsView";
import Seo from "../components/seo/Seo";

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
  const catalogue = data.projectCatalogue;
  if (!catalogue) throw new Error("data/projects.json is missing");
  return (
    <Layout>
      <ProjectsView {...catalogue} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Projects and Achievements"
    description="Infrastructure, dams and water, energy, education and health projects and reforms of Qaumi Watan Party in Khyber Pakhtunkhwa, by category and by decade."
    pathname={location.pathname}
  />
);

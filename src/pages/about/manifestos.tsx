import { graphql, type PageProps } from "gatsby";
import React from "react";
import Layout from "../../components/layout/Layout";
import ManifestosView from "../../components/manifestos/ManifestosView";
import { pageHead } from "../../components/seo/pageHead";
import { usePageContent } from "../../i18n/I18nProvider";

export const query = graphql`
  query ManifestosPage {
    manifestoCatalogue {
      manifestos {
        id
        title
        subtitle
        description
        year
        type
        pages
        language
        status
        downloadUrl
        coverImage {
          childImageSharp {
            gatsbyImageData(
              width: 200
              breakpoints: [140, 200, 300, 400]
              sizes: "(min-width: 640px) 200px, 140px"
              placeholder: DOMINANT_COLOR
            )
          }
        }
        highlights
        sections
        preview {
          title
          body
        }
      }
    }
  }
`;

export default function ManifestosPage({ data }: PageProps<Queries.ManifestosPageQuery>) {
  const catalogue = usePageContent("manifestos", data.manifestoCatalogue);
  return (
    <Layout>
      <ManifestosView manifestos={catalogue.manifestos} />
    </Layout>
  );
}

export const Head = pageHead("manifestos.seoTitle", "manifestos.seoDescription");

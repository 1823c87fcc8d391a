import { graphql, useStaticQuery } from "gatsby";

/** Title, title template, default description and public URL from gatsby-config's siteMetadata. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.UseSiteMetadataQuery>(graphql`
    query UseSiteMetadata {
      site {
        siteMetadata {
          title
          titleTemplate
          description
          siteUrl
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  if (!meta?.title || !meta.titleTemplate || !meta.description || !meta.siteUrl)
    throw new Error(
      "gatsby-config.ts siteMetadata needs title, titleTemplate, description and siteUrl",
    );
  return {
    title: meta.title,
    titleTemplate: meta.titleTemplate,
    description: meta.description,
    siteUrl: meta.siteUrl,
  };
}

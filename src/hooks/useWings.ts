import { graphql, useStaticQuery } from "gatsby";

/** Every wing (data/wings/), in menu order: the choices of the membership form's wing field. */
export function useWings(): Queries.UseWingsQuery["allWing"]["nodes"] {
  const data = useStaticQuery<Queries.UseWingsQuery>(graphql`
    query UseWings {
      allWing(sort: { order: ASC }) {
        nodes {
          slug
          title
        }
      }
    }
  `);
  return data.allWing.nodes;
}

/** Shapes of the About page's data, taken from the generated query types (src/gatsby-types.d.ts). */
export type AboutContent = NonNullable<Queries.AboutPageQuery["aboutContent"]>;
export type AboutLeader = Queries.AboutPageQuery["allLeader"]["nodes"][number];

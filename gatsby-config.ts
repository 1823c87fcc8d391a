import type { GatsbyConfig } from "gatsby";
import { jsonTypeName } from "./gatsby/typeNames";

/** Public address of the site, used for canonical URLs, Open Graph images and the sitemap. */
const siteUrl = (process.env.SITE_URL ?? "https://www.qwp.org.pk").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Qaumi Watan Party",
    titleTemplate: "%s | Qaumi Watan Party",
    description:
      "Qaumi Watan Party (QWP): a Pashtun nationalist, social-democratic party of Khyber Pakhtunkhwa. History, leadership, manifestos, achievements, news and membership.",
    siteUrl,
  },
  // Writes src/gatsby-types.d.ts on every build, so `tsc` checks pages against their queries.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/schema/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
  ],
};

export default config;

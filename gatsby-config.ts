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
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Client-only routes (e.g. /news/[...]) have a matchPath: they are placeholders, not pages.
        query: `query SitemapPages { allSitePage { nodes { path matchPath } } }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({
          allSitePage,
        }: {
          allSitePage: { nodes: { path: string; matchPath: string | null }[] };
        }) => allSitePage.nodes.filter((page) => !page.matchPath),
        excludes: ["/404", "/404/", "/404.html", "/dev-404-page"],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Qaumi Watan Party",
        short_name: "QWP",
        description: "Qaumi Watan Party: history, leadership, manifestos, news and membership.",
        start_url: "/",
        lang: "en",
        display: "minimal-ui",
        background_color: "#ffffff",
        theme_color: "#111111",
        icon: "static/images/qwp-icon.png",
      },
    },
  ],
};

export default config;

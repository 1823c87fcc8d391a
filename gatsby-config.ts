import type { GatsbyConfig } from "gatsby";
import { DEVELOP_API_ENV, developApiProxy } from "./gatsby/developProxy";
import { PUBLISH_BUILD_ENV } from "./gatsby/publishBuild";
import { siteUrlFromEnv } from "./gatsby/siteUrl";
import { TRAILING_SLASH } from "./gatsby/trailingSlash";
import { jsonTypeName } from "./gatsby/typeNames";
import { EDITION_MANIFESTS, sitemapAlternates } from "./gatsby/i18n/siteFiles";

/** Public address of the site, used for canonical URLs, Open Graph images and the sitemap. */
const siteUrl = siteUrlFromEnv(process.env.SITE_URL);

/** Set by `npm run develop` (scripts/develop.ts): the project's API server running beside Gatsby's. */
const developApi = process.env[DEVELOP_API_ENV];

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Qaumi Watan Party",
    titleTemplate: "%s | Qaumi Watan Party",
    description:
      "Qaumi Watan Party (QWP): a Pashtun nationalist, social-democratic party of Khyber Pakhtunkhwa. History, leadership, manifestos, achievements, news and membership.",
    siteUrl,
  },
  // Writes src/gatsby-types.d.ts on every build, so `tsc` checks pages against their queries; not in
  // the server's publishing builds, whose output is a release, not code to typecheck.
  graphqlTypegen: { generateOnBuild: process.env[PUBLISH_BUILD_ENV] !== "1" },
  trailingSlash: TRAILING_SLASH,
  // In development, /api, /media and the RSS feed go to the project's own server (gatsby/developProxy.ts).
  ...(developApi ? { developMiddleware: (app: { use: (middleware: unknown) => void }) => app.use(developApiProxy(developApi)) } : {}),
  plugins: [
    {
      resolve: "gatsby-plugin-emotion",
      // The plugin's options schema defaults sourceMap to true even for production builds. Each css
      // call then carries an inline source map, modules look >160 KB to webpack, and Gatsby splits
      // every component into its own chunk: more requests and more first-load JavaScript on every page.
      options: { sourceMap: process.env.gatsby_executing_command === "develop" },
    },
    "gatsby-plugin-image",
    {
      // Links inside <StaticContent> are plain HTML that React never hydrates; this turns a click on one
      // into Gatsby's navigation (no full reload), as <Link> does elsewhere. Files it leaves alone itself
      // (any path with an extension: PDFs, the RSS feed); the server's own routes are excluded here.
      resolve: "gatsby-plugin-catch-links",
      options: { excludePattern: /^\/(api|media|admin)(\/|$)/ },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // AVIF for every browser since early 2024 (Chrome, Firefox, Safari 16.4+), the JPEG for the rest.
        // A WebP set in between would add a third srcset to every image, twice (picture + noscript),
        // for the few browsers that read WebP but not AVIF.
        defaults: { formats: ["auto", "avif"] },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: `${__dirname}/data`,
        // Schemas, interface strings (read by gatsby/onCreatePage.ts) and translations (merged per page).
        ignore: ["**/schema/**", "**/data/i18n/**", "**/data/ur/**", "**/data/ps/**"],
      },
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
        // Each page with its editions (hreflang alternates), English as x-default.
        serialize: ({ path }: { path: string }) => ({ url: path, links: sitemapAlternates(path) }),
        resolvePages: ({
          allSitePage,
        }: {
          allSitePage: { nodes: { path: string; matchPath: string | null }[] };
        }) => allSitePage.nodes.filter((page) => !page.matchPath),
        // The staff console is for staff only: never offered to search engines.
        excludes: ["/404", "/404/", "/404.html", "/ur/404", "/ps/404", "/dev-404-page", "/admin", "/admin/**", "/offline", "/ur/offline", "/ps/offline"],
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
        // One manifest per edition, named in its language (manifest_ur.webmanifest, manifest_ps.webmanifest).
        localize: EDITION_MANIFESTS,
      },
    },
  ],
};

export default config;

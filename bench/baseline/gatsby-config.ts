import type { GatsbyConfig } from "gatsby";

/**
 * The benchmark's yardstick: a bare Gatsby 5 site with one page of text and no plugins, built
 * with the project's own Gatsby and React. `npm run bench` measures it in the same Lighthouse
 * run as the real routes, so the site's figures read as ratios against what Gatsby itself costs.
 */
const config: GatsbyConfig = {
  siteMetadata: { title: "Baseline" },
  trailingSlash: "never",
  plugins: [],
};

export default config;

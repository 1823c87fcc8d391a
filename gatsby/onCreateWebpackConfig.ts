import type { GatsbyNode } from "gatsby";
import { iconSprite } from "./iconSprite";

/** What Gatsby's development bundle lints with when it finds no `.eslintrc`: this project's flat config is not one. */
const GATSBYS_OWN_LINT = "ESLintWebpackPlugin";

/**
 * Every bundle learns where the icon sprite is. `gatsby develop` drops the lint pass Gatsby adds on its own
 * (its bundled ESLint 7 with react-app rules, over every module it compiles): `npm run lint` checks the
 * code with the project's rules, and that pass slowed the development server's start.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __ICON_SPRITE_URL__: JSON.stringify(iconSprite().publicPath) })],
  });
  if (stage !== "develop") return;
  const config = getConfig();
  config.plugins = config.plugins.filter((plugin: object) => plugin.constructor.name !== GATSBYS_OWN_LINT);
  actions.replaceWebpackConfig(config);
};

/** @jest-environment node */
import { onCreateWebpackConfig } from "../../gatsby/onCreateWebpackConfig";
import { iconSprite } from "../../gatsby/iconSprite";

/** The lint plugin Gatsby's own webpack configuration adds in development, as Gatsby resolves it. */
const gatsbysLintModule = require(require.resolve("eslint-webpack-plugin", { paths: [require.resolve("gatsby/package.json")] }));
const GatsbysLint = gatsbysLintModule.default ?? gatsbysLintModule;

/** Runs the hook for `stage` over a configuration holding Gatsby's lint plugin and one other. */
function configFor(stage: string) {
  const lint = new GatsbysLint({ extensions: ["js"] });
  const other = { apply() {} };
  let config: { plugins: object[] } = { plugins: [lint, other] };
  const defined: object[] = [];
  const actions = {
    setWebpackConfig: ({ plugins }: { plugins: object[] }) => {
      defined.push(...plugins);
      config = { ...config, plugins: [...config.plugins, ...plugins] };
    },
    replaceWebpackConfig: (next: { plugins: object[] }) => {
      config = next;
    },
  };
  const plugins = { define: (values: Record<string, string>) => ({ define: values }) };
  // The hook's arguments are Gatsby's; these are the ones it reads.
  (onCreateWebpackConfig as (args: unknown) => void)({ actions, plugins, stage, getConfig: () => ({ ...config, plugins: [...config.plugins] }) });
  return { config, lint, other, defined };
}

it("drops Gatsby's own lint pass from the development bundle and keeps every other plugin", () => {
  const { config, lint, other, defined } = configFor("develop");
  expect(config.plugins).not.toContain(lint);
  expect(config.plugins).toContain(other);
  expect(config.plugins).toEqual(expect.arrayContaining(defined));
});

it("tells every bundle where the icon sprite is, and leaves the production bundles' plugins alone", () => {
  for (const stage of ["build-javascript", "build-html", "develop-html"]) {
    const { config, lint, defined } = configFor(stage);
    expect(config.plugins).toContain(lint);
    expect(defined).toEqual([{ define: { __ICON_SPRITE_URL__: JSON.stringify(iconSprite().publicPath) } }]);
  }
});

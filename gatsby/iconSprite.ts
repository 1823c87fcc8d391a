import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { iconPaths } from "../src/components/ui/iconPaths";

/** How every icon is drawn; on each symbol, so pages repeat none of it (currentColor is the <use>'s colour). */
const STROKE = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

/**
 * The icon set as one SVG sprite: a <symbol id="{name}"> per icon, referenced by <Icon> as
 * `<use href="/static/icons-{hash}.svg#{name}">`. The name carries a hash of the content, so the
 * server can let browsers keep it for a year (everything under /static/ is immutable).
 */
export function iconSprite(): { markup: string; publicPath: string } {
  const symbols = Object.entries(iconPaths)
    .map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}><path d="${d}"/></symbol>`)
    .join("");
  const markup = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
  const hash = crypto.createHash("sha256").update(markup).digest("hex").slice(0, 12);
  return { markup, publicPath: `/static/icons-${hash}.svg` };
}

/** Writes the sprite into public/static/ (served by `gatsby develop` and by the project's server). */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  const root: string = store.getState().program?.directory ?? process.cwd();
  const { markup, publicPath } = iconSprite();
  const file = path.join(root, "public", publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markup);
};

import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { writeEditionFonts } from "./i18n/fontFiles";
import { writeRobotsTxt } from "./robotsTxt";

/** After each build: robots.txt for the site's address, and the Urdu and Pashto editions' fonts. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState();
  writeRobotsTxt(program.directory, config.siteMetadata?.siteUrl ?? "");
  writeEditionFonts(program.directory, path.join(program.directory, "public"));
};

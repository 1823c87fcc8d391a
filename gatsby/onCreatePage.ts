import type { GatsbyNode } from "gatsby";
import { editionContext } from "./i18n/pageContext";

/** Every page from src/pages gets its edition's language and interface strings in its context. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.lang) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...editionContext("en") } });
};

import type { HeadFC } from "gatsby";
import React from "react";
import { headEdition } from "../../i18n/headEdition";
import Seo from "./Seo";

/**
 * The Head of a page search engines must not list (not found, moved): its title and description
 * are the edition's strings under these keys.
 */
export function noIndexHead(titleKey: string, descriptionKey: string): HeadFC {
  return function NoIndexHead({ location, pageContext }) {
    const edition = headEdition(pageContext);
    return (
      <Seo
        title={edition.t(titleKey)}
        description={edition.t(descriptionKey)}
        pathname={location.pathname}
        noindex
        pageContext={pageContext}
      />
    );
  };
}

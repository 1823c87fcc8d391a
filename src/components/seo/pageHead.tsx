import type { HeadFC } from "gatsby";
import React from "react";
import { headEdition } from "../../i18n/headEdition";
import Seo from "./Seo";

/**
 * The Head of a page whose title and description are the edition's strings under these keys;
 * `noindex` for a page search engines must not list (not found, moved).
 */
export function pageHead(titleKey: string, descriptionKey: string, { noindex = false } = {}): HeadFC {
  return function PageHead({ location, pageContext }) {
    const edition = headEdition(pageContext);
    return (
      <Seo
        title={edition.t(titleKey)}
        description={edition.t(descriptionKey)}
        pathname={location.pathname}
        noindex={noindex}
        pageContext={pageContext}
      />
    );
  };
}

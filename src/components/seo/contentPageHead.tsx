import type { HeadFC } from "gatsby";
import React from "react";
import { headEdition } from "../../i18n/headEdition";
import Seo from "./Seo";

/**
 * The Head of a page built from one content file (About, History): the title is `<file>.seoTitle`;
 * the description is the page's opening text in the edition's words, or `<file>.seoDescription` where
 * the edition has no translation of it, so an Urdu page is not described by an English sentence.
 */
export function contentPageHead<Data, Content>(
  file: string,
  contentOf: (data: Data) => Content | null,
  openingOf: (content: Content) => string | null | undefined,
): HeadFC<Data> {
  return function ContentPageHead({ location, data, pageContext }) {
    const edition = headEdition(pageContext);
    const english = contentOf(data);
    const opening = english && openingOf(edition.content(file, english));
    const inEditionWords = opening && edition.inEditionWords(opening, openingOf(english));
    return (
      <Seo
        title={edition.t(`${file}.seoTitle`)}
        description={inEditionWords ? opening : edition.t(`${file}.seoDescription`)}
        pathname={location.pathname}
        pageContext={pageContext}
      />
    );
  };
}

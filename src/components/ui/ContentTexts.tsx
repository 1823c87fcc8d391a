import React from "react";
import { useEnglishMark } from "../../i18n/textMarks";

type ContentTextsProps = { texts: readonly string[]; as: "p" | "li" };

/**
 * Texts from the content files, one paragraph or list item each; a text the edition has not
 * translated yet is marked English, so screen readers and fonts treat it as such.
 */
export default function ContentTexts({ texts, as: Element }: ContentTextsProps) {
  const en = useEnglishMark();
  return (
    <>
      {texts.map((text, index) => (
        <Element key={index} {...en(text)}>
          {text}
        </Element>
      ))}
    </>
  );
}

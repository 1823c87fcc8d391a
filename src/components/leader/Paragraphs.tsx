import React from "react";
import { toParagraphs } from "../../lib/biography";
import { useEnglishMark } from "../../i18n/textMarks";

/** A description with one paragraph per line of the stored text. */
export default function Paragraphs({ text, className }: { text: string; className?: string }) {
  const en = useEnglishMark();
  return (
    <>
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index} className={className} {...en(text)}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

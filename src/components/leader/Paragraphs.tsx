import React from "react";
import { toParagraphs } from "../../lib/biography";

/** A description with one paragraph per line of the stored text. */
export default function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {toParagraphs(text).map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

import React from "react";
import { useEnglishMark } from "../../i18n/textMarks";
import Section from "./Section";

type ContentHeading = { eyebrow?: string | null; title: string; intro?: string | null };

type ContentSectionProps = {
  /** id of the heading; also the section's accessible name. */
  id: string;
  /** The eyebrow, title and intro as a content file gives them (data/home.json's blocks). */
  heading: ContentHeading;
  muted?: boolean;
  children?: React.ReactNode;
};

/** A Section headed by content texts, each marked English where the edition has not translated it. */
export default function ContentSection({ id, heading, muted, children }: ContentSectionProps) {
  const en = useEnglishMark();
  return (
    <Section
      id={id}
      eyebrow={heading.eyebrow ?? undefined}
      title={heading.title}
      intro={heading.intro ?? undefined}
      eyebrowAttrs={en(heading.eyebrow)}
      titleAttrs={en(heading.title)}
      introAttrs={en(heading.intro)}
      muted={muted}
    >
      {children}
    </Section>
  );
}

import React from "react";
import { useT } from "../../i18n";
import Section from "./Section";

/**
 * The section that holds a listing page (news, events, videos): the page's h1, eyebrow and intro are
 * the area's strings `<area>.title`, `<area>.eyebrow` and `<area>.intro`; the heading's id is `<area>-heading`.
 */
export default function ListingSection({ area, children }: { area: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <Section as="h1" id={`${area}-heading`} title={t(`${area}.title`)} eyebrow={t(`${area}.eyebrow`)} intro={t(`${area}.intro`)}>
      {children}
    </Section>
  );
}

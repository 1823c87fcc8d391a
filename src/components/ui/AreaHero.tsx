import React from "react";
import { useT } from "../../i18n";
import PageHero from "./PageHero";
import StaticContent from "./StaticContent";

/**
 * The opening band of a page whose eyebrow, h1 and lead are the area's strings `<area>.eyebrow`,
 * `<area>.title` and `<area>.lead`, kept as the build wrote it. Over a form (`light`) the lead is a
 * paragraph inside the lead's box, as the form pages have always drawn it.
 */
export default function AreaHero({ area, tone = "dark", below }: { area: string; tone?: "dark" | "light"; below?: React.ReactNode }) {
  const t = useT();
  const lead = t(`${area}.lead`);
  return (
    <StaticContent>
      <PageHero eyebrow={t(`${area}.eyebrow`)} title={t(`${area}.title`)} tone={tone} lead={tone === "light" ? <p>{lead}</p> : lead} below={below} />
    </StaticContent>
  );
}

import React from "react";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Paragraphs from "./Paragraphs";
import { useEnglishMark } from "../../i18n/textMarks";

type BioSectionData = NonNullable<Queries.LeaderPageQuery["leader"]>["bio"][number];

/** One biography section: h2, its paragraphs, then its sub-sections (h3) in stored order. */
export default function BioSection({ section, id }: { section: BioSectionData; id: string }) {
  const en = useEnglishMark();
  return (
    <section aria-labelledby={id} css={{ paddingBlock: space(8), borderTop: `1px solid ${colors.border}` }}>
      <h2
        id={id}
        css={{ fontSize: "clamp(1.35rem, 1.15rem + .8vw, 1.75rem)", fontWeight: 800 }}
        {...en(section.title)}
      >
        {section.title}
      </h2>
      {/* The end margin follows the block's own direction: an English text (dir="ltr") in a right-to-left
          page lines up on the left under its English heading instead of indented from it. */}
      <div
        css={{ color: colors.text, fontSize: fontSizes.md, maxWidth: "70ch", marginInlineEnd: "auto" }}
        {...en(section.description)}
      >
        <Paragraphs text={section.description} />
      </div>
      {section.content && section.content.length > 0 && (
        <div
          css={{
            display: "grid",
            gap: space(4),
            marginTop: space(6),
            [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          }}
        >
          {section.content.map((sub, index) => (
            <section
              key={index}
              aria-labelledby={`${id}-${index}`}
              css={{
                background: colors.surfaceMuted,
                borderRadius: radii.lg,
                borderInlineStart: `4px solid ${colors.primary}`,
                padding: space(5),
                "& p:last-child": { marginBottom: 0 },
              }}
            >
              <h3 id={`${id}-${index}`} css={{ fontSize: fontSizes.md, fontWeight: 700 }} {...en(sub.title)}>
                {sub.title}
              </h3>
              <div css={{ color: colors.textMuted }}>
                <Paragraphs text={sub.description} />
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

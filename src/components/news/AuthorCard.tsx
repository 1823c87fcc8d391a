import React from "react";
import { useT } from "../../i18n";
import type { SiteNewsItem } from "../../../contract/lib/api/siteShape";
import { colors, fontSizes, radii, space } from "../../theme";
import { primaryDisc } from "../../theme/primaryDisc";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/**
 * Who wrote the article, below its text. `lang`/`dir`: the edition's, when the article around it is
 * in another language (the card's words are the site's).
 */
export default function AuthorCard({
  author,
  lang,
  dir,
}: {
  author: SiteNewsItem["author"];
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  const t = useT();
  return (
    <aside
      aria-label={t("news.aboutAuthor")}
      lang={lang}
      dir={dir}
      css={{
        display: "flex",
        alignItems: "center",
        gap: space(4),
        padding: space(5),
        marginTop: space(10),
        border: `1px solid ${colors.border}`,
        borderRadius: radii.lg,
        background: colors.surfaceMuted,
      }}
    >
      {author.image ? (
        <img
          src={author.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          css={{
            width: 64,
            height: 64,
            borderRadius: radii.full,
            objectFit: "cover",
            flexShrink: 0,
          }}
        />
      ) : (
        <span
          aria-hidden="true"
          css={{
            ...primaryDisc(64),
            flexShrink: 0,
            fontWeight: 800,
            fontSize: fontSizes.lg,
          }}
        >
          {initials(author.name)}
        </span>
      )}
      <div css={{ minWidth: 0 }}>
        <p
          css={{
            margin: 0,
            fontSize: fontSizes.xs,
            textTransform: "uppercase",
            letterSpacing: ".08em",
            color: colors.textMuted,
          }}
        >
          {t("news.writtenBy")}
        </p>
        <p css={{ margin: 0, fontWeight: 700, fontSize: fontSizes.md }}>{author.name}</p>
        {author.email && (
          <a href={`mailto:${author.email}`} css={{ overflowWrap: "anywhere" }}>
            {author.email}
          </a>
        )}
      </div>
    </aside>
  );
}

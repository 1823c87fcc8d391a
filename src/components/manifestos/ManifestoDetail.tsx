import { css } from "@emotion/react";
import { getImage } from "gatsby-plugin-image";
import React from "react";
import { manifestoLayout, sectionAnchor } from "../../lib/manifestos";
import { colors, fontSizes, media, radii, space } from "../../theme";
import Badge from "../ui/Badge";
import CardImage from "../ui/CardImage";
import { Button, ButtonLink } from "../ui/Button";
import Icon from "../ui/Icon";
import type { ManifestoData } from "./types";
import { useT, useTParts } from "../../i18n/I18nProvider";
import { useEnglishMark } from "../../i18n/textMarks";
import { useEditionDigits, useFormatNumber } from "../../i18n/useFormatNumber";
import { statusLabel, typeLabel } from "./labels";
import { bareList } from "../../theme/bareList";

const header = css({
  display: "grid",
  gap: space(6),
  alignItems: "start",
  paddingBottom: space(8),
  borderBottom: `1px solid ${colors.border}`,
  [media.md]: { gridTemplateColumns: "200px minmax(0, 1fr)", gap: space(10) },
});
const badges = css({ display: "flex", flexWrap: "wrap", gap: space(2), marginBottom: space(4) });
const layout = css({
  display: "grid",
  gap: space(8),
  paddingTop: space(8),
  [media.lg]: { gridTemplateColumns: "300px minmax(0, 1fr)", gap: space(12), alignItems: "start" },
});
const toc = css({
  padding: space(5),
  background: colors.surfaceMuted,
  borderRadius: radii.lg,
  [media.lg]: { position: "sticky", top: space(6), maxHeight: "calc(100vh - 3rem)", overflowY: "auto" },
});
const tocList = css(bareList, {
  counterReset: "toc",
  "& li": {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "baseline",
    gap: space(3),
    paddingBlock: space(1),
    borderBottom: `1px solid ${colors.border}`,
    fontSize: fontSizes.sm,
    lineHeight: 1.4,
  },
  "& a": { fontWeight: 600, textDecoration: "none", "&:hover": { textDecoration: "underline" } },
});
const note = css({
  display: "flex",
  gap: space(3),
  padding: space(4),
  marginBottom: space(8),
  border: `1px solid ${colors.border}`,
  borderInlineStart: `4px solid ${colors.primary}`,
  borderRadius: radii.md,
  background: colors.surface,
  "& svg": { flex: "none", marginTop: "2px", color: colors.primaryText },
  "& p": { margin: 0 },
});

type Props = {
  manifesto: ManifestoData;
  onBack: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
};

/** The in-page reading view of one manifesto: header, contents, preview sections. */
export default function ManifestoDetail({ manifesto: m, onBack, headingRef }: Props) {
  const digits = useEditionDigits();
  const image = getImage(m.coverImage.childImageSharp?.gatsbyImageData ?? null);
  const plan = manifestoLayout(m.pages, m.sections);
  const previewed = new Set(m.preview.map((p) => p.title));
  const t = useT();
  const tParts = useTParts();
  const en = useEnglishMark();
  const formatNumber = useFormatNumber();
  const pages = formatNumber(m.pages);
  const pageRange = ({ firstPage, lastPage }: { firstPage: number; lastPage: number }) =>
    firstPage === lastPage
      ? t("manifestos.page", { page: formatNumber(firstPage) })
      : t("manifestos.pageRange", { first: formatNumber(firstPage), last: formatNumber(lastPage) });

  const scrollTo = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };

  return (
    <article aria-labelledby="manifesto-detail-title">
      <Button variant="ghost" onClick={onBack} css={{ marginBottom: space(6), paddingInline: space(3) }}>
        <Icon name="arrowLeft" size={18} />
        {t("manifestos.back")}
      </Button>

      <header css={header}>
        <div css={{ maxWidth: "140px", [media.md]: { maxWidth: "200px" }, borderRadius: radii.md, overflow: "hidden", boxShadow: "0 10px 30px rgba(0,0,0,.25)" }}>
          {image && (
            <CardImage image={image} alt={t("manifestos.coverAlt", { title: m.title })} loading="eager" />
          )}
        </div>
        <div>
          <div css={badges}>
            <Badge tone={m.status === "Current" ? "highlight" : "secondary"}>
              {statusLabel(t, m.status)}
            </Badge>
            <Badge tone="outline">
              <Icon name="calendar" size={14} />
              {digits(m.year)}
            </Badge>
            <Badge tone="outline">
              <Icon name="flag" size={14} />
              {typeLabel(t, m.type)}
            </Badge>
            <Badge tone="outline">
              <Icon name="fileText" size={14} />
              {t("manifestos.pages", { count: pages })}
            </Badge>
            <Badge tone="outline">
              <Icon name="globe" size={14} />
              <span {...en(m.language)}>{m.language}</span>
            </Badge>
          </div>
          <h1
            id="manifesto-detail-title"
            ref={headingRef}
            tabIndex={-1}
            css={{ fontSize: "clamp(1.9rem, 1.4rem + 2vw, 2.8rem)", fontWeight: 800, margin: 0 }}
            {...en(m.title)}
          >
            {m.title}
          </h1>
          <p
            css={{ fontSize: fontSizes.lg, fontWeight: 600, color: colors.primaryText, margin: `${space(1)} 0 ${space(4)}` }}
            {...en(m.subtitle)}
          >
            {m.subtitle}
          </p>
          <p css={{ color: colors.textMuted, maxWidth: "65ch" }} {...en(m.description)}>
            {m.description}
          </p>
          <ButtonLink to={m.downloadUrl} download>
            <Icon name="download" size={18} />
            {t("manifestos.downloadPdf")}
          </ButtonLink>
        </div>
      </header>

      <div css={layout}>
        <nav aria-labelledby="manifesto-toc-title" css={toc}>
          <h2 id="manifesto-toc-title" css={{ fontSize: fontSizes.md, marginBottom: space(3) }}>
            {t("manifestos.toc")}
          </h2>
          <ol css={tocList}>
            {plan.sections.map((s, i) => (
              <li key={s.title}>
                <span {...en(s.title)}>
                  <span css={{ color: colors.textMuted, marginInlineEnd: space(2) }}>{formatNumber(i + 1)}.</span>
                  {previewed.has(s.title) ? (
                    <a href={`#${sectionAnchor(m.id, s.title)}`} onClick={(e) => scrollTo(e, sectionAnchor(m.id, s.title))}>
                      {s.title}
                    </a>
                  ) : (
                    s.title
                  )}
                </span>
                <span css={{ color: colors.textMuted, fontSize: fontSizes.sm, whiteSpace: "nowrap" }}>{pageRange(s)}</span>
              </li>
            ))}
          </ol>
          <p css={{ fontSize: fontSizes.sm, color: colors.textMuted, margin: `${space(3)} 0 0` }}>
            {t("manifestos.tocNote")}
          </p>
        </nav>

        <div>
          <div css={note} role="note">
            <Icon name="info" size={20} />
            <p>
              {tParts("manifestos.previewNote", {
                strong: <strong>{t("manifestos.previewStrong")}</strong>,
                pages,
              })}
            </p>
          </div>
          {plan.sections
            .filter((s) => previewed.has(s.title))
            .map((s) => {
              const section = m.preview.find((p) => p.title === s.title)!;
              const id = sectionAnchor(m.id, s.title);
              return (
                <section key={id} aria-labelledby={id} css={{ marginBottom: space(10) }}>
                  <h2
                    id={id}
                    tabIndex={-1}
                    css={{ fontSize: fontSizes.xl, scrollMarginTop: space(6) }}
                    {...en(section.title)}
                  >
                    {section.title}
                  </h2>
                  {section.body.map((paragraph) => (
                    <p key={paragraph} css={{ maxWidth: "70ch", fontSize: fontSizes.base }} {...en(paragraph)}>
                      {paragraph}
                    </p>
                  ))}
                </section>
              );
            })}
          <ButtonLink to={m.downloadUrl} variant="secondary" download>
            <Icon name="download" size={18} />
            {t("manifestos.downloadFull")}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

import { css } from "@emotion/react";
import React from "react";
import { useLang, useT } from "../../i18n";
import { formatInteger } from "../../../contract/lib/formatNumber";
import { pageEntries } from "../../lib/pagination";
import { colors, radii, space } from "../../theme";
import Icon from "./Icon";
import Link from "./LocalizedLink";
import { visuallyHidden } from "../../theme/visuallyHidden";
import { bareList } from "../../theme/bareList";
import { inlineCentred } from "../../theme/inlineCentred";

type PaginationProps = {
  /** What the pages are, for screen readers: "News pages". */
  label: string;
  page: number;
  totalPages: number;
  /** Address of a page, e.g. `/news?page=3`, in English: the links put it in the page's edition. */
  hrefFor: (page: number) => string;
};

const item = css(inlineCentred, {
  gap: space(1),
  minWidth: 44,
  minHeight: 44,
  paddingInline: space(3),
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.text,
  fontWeight: 600,
  textDecoration: "none",
});
const link = css({ "&:hover": { borderColor: colors.primaryText, color: colors.primaryText } });
const current = css({
  background: colors.primary,
  borderColor: colors.primary,
  color: colors.onPrimary,
});
const disabled = css({ color: colors.textMuted, opacity: 0.6, cursor: "not-allowed" });
/** Previous/Next show their words from the sm breakpoint; phones keep the arrows. */
const stepLabel = css({ "@media (max-width: 639px)": visuallyHidden });

/** Previous or next: a link, or where there is no such page the same box greyed out, still announced. */
function Step({ rel, to, text, ariaLabel }: { rel: "prev" | "next"; to: string | null; text: string; ariaLabel: string }) {
  const content = (
    <>
      {rel === "prev" && <Icon name="chevronLeft" size={18} />}
      <span css={stepLabel} aria-hidden="true">
        {text}
      </span>
      {rel === "next" && <Icon name="chevronRight" size={18} />}
    </>
  );
  return to ? (
    <Link replace={false} to={to} css={[item, link]} rel={rel} aria-label={ariaLabel}>
      {content}
    </Link>
  ) : (
    <span css={[item, disabled]} aria-disabled="true" aria-label={ariaLabel} role="link">
      {content}
    </span>
  );
}

/**
 * Page numbers with previous/next as real links (`?page=N`), so the page survives reload, back
 * and sharing, and works before JavaScript has loaded. `replace={false}`: Gatsby's Link would
 * otherwise replace the history entry when only the query changes, and Back would skip pages.
 */
export default function Pagination({ label, page, totalPages, hrefFor }: PaginationProps) {
  const t = useT();
  const lang = useLang();
  if (totalPages <= 1) return null;
  const number = (n: number) => formatInteger(n, lang);
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={label} css={{ marginTop: space(10) }}>
      <ul
        css={[bareList, {
          display: "flex",
          flexWrap: "wrap",
          justifyContent: "center",
          alignItems: "center",
          gap: space(2),
        }]}
      >
        <li>
          <Step rel="prev" to={hasPrevious ? hrefFor(page - 1) : null} text={t("news.previous")} ariaLabel={t("news.previousPage")} />
        </li>
        {pageEntries(page, totalPages).map((entry) =>
          typeof entry === "number" ? (
            <li key={entry}>
              {entry === page ? (
                <Link
                  replace={false}
                  to={hrefFor(entry)}
                  css={[item, current]}
                  aria-current="page"
                  aria-label={t("news.page", { page: number(entry) })}
                >
                  {number(entry)}
                </Link>
              ) : (
                <Link
                  replace={false}
                  to={hrefFor(entry)}
                  css={[item, link]}
                  aria-label={t("news.page", { page: number(entry) })}
                >
                  {number(entry)}
                </Link>
              )}
            </li>
          ) : (
            <li
              key={entry}
              aria-hidden="true"
              css={{ minWidth: 24, textAlign: "center", color: colors.textMuted }}
            >
              …
            </li>
          ),
        )}
        <li>
          <Step rel="next" to={hasNext ? hrefFor(page + 1) : null} text={t("news.next")} ariaLabel={t("news.nextPage")} />
        </li>
      </ul>
    </nav>
  );
}

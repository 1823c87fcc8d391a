import React from "react";
import { useLang, useT, useTParts } from "../../i18n";
import { localizePath } from "../../../contract/i18n/locales";
import { searchPageHref, type SearchPage } from "../../../contract/lib/api/search";
import { colors, fontSizes, radii, space } from "../../theme";
import Section from "../ui/Section";
import SearchResultItem from "./SearchResultItem";
import { useSearchPage } from "./useSearchPage";
import { bareList } from "../../theme/bareList";

const field = {
  flex: "1 1 14rem",
  minWidth: 0,
  padding: `${space(2)} ${space(3)}`,
  fontSize: fontSizes.base,
  color: colors.text,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
};
const button = {
  padding: `${space(2)} ${space(5)}`,
  fontSize: fontSizes.base,
  fontWeight: 700,
  color: colors.onPrimary,
  background: colors.primary,
  border: 0,
  borderRadius: radii.md,
  cursor: "pointer",
};

/**
 * /search?q=&page=N in every edition: a plain GET form (it works before and without scripts), the
 * number of results (announced to screen readers), the results, and pages of them. `initial`: the
 * results the server rendered into the page (server/site/pageData.ts).
 */
export default function SearchView({ query, page, initial }: { query: string; page: number; initial?: SearchPage }) {
  const t = useT();
  const tParts = useTParts();
  const lang = useLang();
  const base = localizePath("/search", lang);
  const state = useSearchPage(query, page, initial);
  const data = state.status === "success" ? state.data : undefined;

  return (
    <Section as="h1" id="search-heading" title={t("search.title")} eyebrow={t("search.eyebrow")} intro={t("search.intro")}>
      <form role="search" method="get" action={base} css={{ display: "flex", flexWrap: "wrap", gap: space(2), marginBlockEnd: space(6) }}>
        <label htmlFor="search-query" css={{ flexBasis: "100%", fontWeight: 600 }}>
          {t("search.label")}
        </label>
        <input key={query} id="search-query" type="search" name="q" defaultValue={query} enterKeyHint="search" css={field} />
        <button type="submit" css={button}>
          {t("search.submit")}
        </button>
      </form>

      <p role="status" css={{ fontWeight: 600, margin: `0 0 ${space(4)}` }}>
        {state.status === "loading" && t("search.loading")}
        {state.status === "error" && t("search.loadFailed")}
        {data && data.total > 0 && t(data.total === 1 ? "search.resultsOne" : "search.resultsMany", { count: data.total, query })}
        {data && data.total === 0 && t("search.none", { query })}
      </p>

      {state.status === "idle" && <p>{t("search.start")}</p>}

      {data && data.total === 0 && (
        <div>
          {data.suggestion && (
            <p css={{ margin: `0 0 ${space(4)}`, fontSize: fontSizes.lg }}>
              {tParts("search.didYouMean", {
                suggestion: (
                  <a href={searchPageHref(base, data.suggestion, 1)} css={{ fontWeight: 700 }}>
                    {data.suggestion}
                  </a>
                ),
              })}
            </p>
          )}
          <p css={{ margin: `0 0 ${space(2)}` }}>{t("search.tryTitle")}</p>
          <ul css={{ margin: 0, paddingInlineStart: space(5), color: colors.textMuted }}>
            <li>{t("search.tryFewer")}</li>
            <li>{t("search.trySpelling")}</li>
            {lang !== "en" && <li>{t("search.tryOtherLanguage")}</li>}
          </ul>
        </div>
      )}

      {data && data.results.length > 0 && (
        <ol css={bareList}>
          {data.results.map((result) => (
            <SearchResultItem key={result.url} result={result} />
          ))}
        </ol>
      )}

      {data && data.totalPages > 1 && (
        <nav aria-label={t("search.pages")} css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space(4), marginBlockStart: space(6) }}>
          {page > 1 && (
            <a href={searchPageHref(base, query, page - 1)} rel="prev" aria-label={t("search.previousPage")}>
              {t("news.previous")}
            </a>
          )}
          <span>{t("search.pageOf", { page, total: data.totalPages })}</span>
          {page < data.totalPages && (
            <a href={searchPageHref(base, query, page + 1)} rel="next" aria-label={t("search.nextPage")}>
              {t("news.next")}
            </a>
          )}
        </nav>
      )}
    </Section>
  );
}

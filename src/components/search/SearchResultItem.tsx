import React from "react";
import { useLang, useT } from "../../i18n";
import { LOCALES } from "../../../contract/i18n/locales";
import type { SearchResult } from "../../../contract/lib/api/search";
import { formatLongDate } from "../../../contract/lib/formatDate";
import { colors, fontSizes, space } from "../../theme";
import MarkedText from "./MarkedText";

const TYPE_LABEL: Record<SearchResult["type"], string> = {
  article: "search.typeArticle",
  leader: "search.typeLeader",
  wing: "search.typeWing",
  manifesto: "search.typeManifesto",
  event: "search.typeEvent",
  page: "search.typePage",
};

/** One result: its kind, its title as a link, the article's date, and the text around the words found. */
export default function SearchResultItem({ result }: { result: SearchResult }) {
  const t = useT();
  const lang = useLang();
  // Text in another language than the edition's (English not yet translated) says so, as the pages do.
  const textLang = result.lang === lang ? {} : { lang: result.lang, dir: LOCALES[result.lang].dir };
  return (
    <li css={{ paddingBlock: space(5), borderBlockEnd: `1px solid ${colors.border}` }}>
      <p css={{ margin: 0, fontSize: fontSizes.xs, fontWeight: 700, textTransform: "uppercase", color: colors.primaryText }}>
        {t(TYPE_LABEL[result.type])}
        {result.date && (
          <>
            {" · "}
            <time dateTime={result.date} css={{ fontWeight: 400, textTransform: "none", color: colors.textMuted }}>
              {formatLongDate(result.date, lang)}
            </time>
          </>
        )}
      </p>
      <h2 css={{ fontSize: fontSizes.lg, margin: `${space(1)} 0` }}>
        <a href={result.url} {...textLang} css={{ color: colors.text }}>
          <MarkedText text={result.title} marks={result.titleMarks} />
        </a>
      </h2>
      <p {...textLang} css={{ margin: 0, color: colors.textMuted, overflowWrap: "anywhere" }}>
        <MarkedText text={result.snippet} marks={result.snippetMarks} />
      </p>
    </li>
  );
}

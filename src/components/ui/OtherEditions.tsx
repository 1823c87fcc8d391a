import React from "react";
import { LANGS, localizePath, useLang, useT, useTParts, type Lang } from "../../i18n";
import { colors, space } from "../../theme";

type OtherEditionsProps = {
  /**
   * The key of the sentence (news or events otherEditions), with {first} and {second} for the other editions' names.
   * A plain string here: a page's data carries the string areas its code names (gatsby/i18n/pageAreas.ts).
   */
  sentence: string;
  /** The list's address in English (with its query), made the other edition's. */
  path: string;
};

/**
 * The end of an Urdu or Pashto list, which shows its own language's items only: one sentence
 * linking to the same list in the two other editions.
 */
export default function OtherEditions({ sentence, path }: OtherEditionsProps) {
  const lang = useLang();
  const t = useT();
  const tParts = useTParts();
  const [first, second] = LANGS.filter((other) => other !== lang);
  const link = (other: Lang) => (
    <a href={localizePath(path, other)} hrefLang={other} css={{ color: colors.primaryText, fontWeight: 600 }}>
      {t(`layout.languageName.${other}`)}
    </a>
  );
  return (
    <p data-other-editions css={{ marginTop: space(8), marginBottom: 0 }}>
      {tParts(sentence, { first: link(first), second: link(second) })}
    </p>
  );
}

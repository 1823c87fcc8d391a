import type { CSSObject } from "@emotion/react";
import React from "react";
import { useLang, useT } from "../../i18n/I18nProvider";
import { LANGS, LOCALES, localizePath } from "../../../contract/i18n/locales";
import { useCurrentPath } from "../../hooks/useCurrentPath";
import { space } from "../../theme";
import { bareList } from "../../theme/bareList";

type LanguageSwitcherProps = {
  className?: string;
  /** Link styles (the top bar's or the side menu's). */ linkCss?: CSSObject;
};

/**
 * Links to the same page in every edition, each language named in its own script and marked with
 * lang and hreflang; the current one is aria-current. Client-only routes' placeholders (a path with
 * brackets) and the not-found page lead to the other edition's home page instead.
 */
export default function LanguageSwitcher({ className, linkCss }: LanguageSwitcherProps) {
  const current = useLang();
  const t = useT();
  const path = useCurrentPath();
  const samePage = !/\[|^\/(?:ur\/|ps\/)?404(?:\.html)?$/.test(path);
  return (
    <ul
      aria-label={t("layout.languages")}
      className={className}
      css={[bareList, { display: "flex", gap: space(1), }]}
    >
      {LANGS.map((lang) => (
        <li key={lang}>
          <a
            href={localizePath(samePage ? path : "/", lang)}
            hrefLang={lang}
            lang={lang}
            dir={LOCALES[lang].dir}
            aria-current={lang === current ? "true" : undefined}
            css={linkCss}
          >
            {LOCALES[lang].nativeName}
          </a>
        </li>
      ))}
    </ul>
  );
}

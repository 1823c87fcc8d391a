import React from "react";
import { LOCALES, useLang, useT } from "../../i18n";
import { colors, radii, space } from "../../theme";
import Container from "./Container";

/**
 * Content that has no translation in this edition yet: shown in English, marked lang="en" dir="ltr"
 * so it is read and laid out as English, after one line in the edition's language saying so.
 */
export default function NotTranslated({
  children,
  notice = "layout.notTranslated",
  bare = false,
}: {
  children: React.ReactNode;
  /** The interface string that says so ("<area>.<key>"). */
  notice?: string;
  /** Inside a section that has its own container: the line without one. */
  bare?: boolean;
}) {
  const lang = useLang();
  const t = useT();
  const Frame = bare ? React.Fragment : Container;
  return (
    <>
      <Frame>
        <p
          lang={lang}
          dir={LOCALES[lang].dir}
          css={{
            margin: `${space(4)} 0 0`,
            padding: `${space(2)} ${space(4)}`,
            borderInlineStart: `4px solid ${colors.primary}`,
            borderRadius: radii.sm,
            background: colors.surfaceMuted,
            color: colors.text,
          }}
        >
          {t(notice)}
        </p>
      </Frame>
      <div lang="en" dir="ltr">
        {children}
      </div>
    </>
  );
}

import React from "react";
import { useLang, useT } from "../../i18n/I18nProvider";
import { LOCALES } from "../../../contract/i18n/locales";
import { colors, radii, space } from "../../theme";
import Container from "./Container";

type NoticeProps = {
  /** The interface string that says so ("<area>.<key>"). */
  notice?: string;
  /** Inside a section that has its own container: the line without one. */
  bare?: boolean;
};

/** One line in the edition's language saying that English follows (content without a translation). */
export function NotTranslatedNotice({
  notice = "layout.notTranslated",
  bare = false,
}: NoticeProps) {
  const lang = useLang();
  const t = useT();
  const Frame = bare ? React.Fragment : Container;
  return (
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
  );
}

/**
 * A block of content that has no translation in this edition yet: shown in English, marked
 * lang="en" dir="ltr" so it is read and laid out as English, after one line in the edition's
 * language saying so. (Single texts are marked one by one: useEnglishMark.)
 */
export default function NotTranslated({
  children,
  ...notice
}: NoticeProps & { children: React.ReactNode }) {
  return (
    <>
      <NotTranslatedNotice {...notice} />
      <div lang="en" dir="ltr">
        {children}
      </div>
    </>
  );
}

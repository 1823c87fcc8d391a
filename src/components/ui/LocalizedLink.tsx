import { Link, type GatsbyLinkProps } from "gatsby";
import React from "react";
import { useLang } from "../../i18n/I18nProvider";
import { localizeHref } from "../../i18n/localizeHref";

/** Gatsby's Link, to the same page in the current edition ("/join-qwp" on an Urdu page → "/ur/join-qwp"). */
export default function LocalizedLink<TState>({
  to,
  ref: _ref,
  ...props
}: GatsbyLinkProps<TState>) {
  const lang = useLang();
  return <Link {...props} to={localizeHref(to, lang)} />;
}

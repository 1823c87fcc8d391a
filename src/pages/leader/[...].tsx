import React from "react";
import ClientRoute from "../../components/layout/ClientRoute";
import { pageHead } from "../../components/seo/pageHead";
import NotFoundMessage from "../../components/ui/NotFoundMessage";
import { useT } from "../../i18n/I18nProvider";

/**
 * Every known leader has a page built by gatsby/createPages.ts, which wins over this route;
 * anything else under /leader/ lands here.
 */
export default function UnknownLeaderPage() {
  const t = useT();
  return (
    <ClientRoute>
      <NotFoundMessage message={t("leaders.notFound")} goTo="/" goText={t("leaders.goHome")} />
    </ClientRoute>
  );
}

export const Head = pageHead("leaders.seoNotFoundTitle", "leaders.seoNotFoundDescription", { noindex: true });

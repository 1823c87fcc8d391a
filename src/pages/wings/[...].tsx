import React from "react";
import ClientRoute from "../../components/layout/ClientRoute";
import { pageHead } from "../../components/seo/pageHead";
import NotFoundMessage from "../../components/ui/NotFoundMessage";
import { useT } from "../../i18n/I18nProvider";

/** Known wings have pages from gatsby/createPages.ts; any other /wings/{slug} lands here. */
export default function UnknownWingPage() {
  const t = useT();
  return (
    <ClientRoute>
      <NotFoundMessage message={t("wings.notFound")} goTo="/wings" goText={t("wings.seeAll")} />
    </ClientRoute>
  );
}

export const Head = pageHead("wings.seoNotFoundTitle", "wings.seoNotFoundDescription", { noindex: true });

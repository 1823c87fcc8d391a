import React from "react";
import Layout from "../components/layout/Layout";
import Container from "../components/ui/Container";
import SavedPagesList from "../components/offline/SavedPagesList";
import { pageHead } from "../components/seo/pageHead";
import { useT } from "../i18n/I18nProvider";
import { space } from "../theme";

/**
 * What the service worker shows, in the visitor's edition, for a page it has not saved when there is
 * no connection: what happened, and links to the pages that are saved.
 */
export default function OfflinePage() {
  const t = useT();
  return (
    <Layout>
      <Container css={{ paddingBlock: space(12) }}>
        <h1>{t("offline.title")}</h1>
        <p>{t("offline.message")}</p>
        <SavedPagesList />
      </Container>
    </Layout>
  );
}

export const Head = pageHead("offline.seoTitle", "offline.message", { noindex: true });

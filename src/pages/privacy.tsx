import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import PrivacyView from "../components/privacy/PrivacyView";
import Seo from "../components/seo/Seo";
import { useContactDetails } from "../hooks/useContactDetails";
import { headEdition } from "../i18n/headEdition";

export default function PrivacyPage() {
  const { name, email, address } = useContactDetails();
  return (
    <Layout>
      <StaticContent>
        <PrivacyView partyName={name} email={email} address={address} />
      </StaticContent>
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => {
  const edition = headEdition(pageContext);
  return (
    <Seo
      title={edition.t("privacy.seoTitle")}
      description={edition.t("privacy.seoDescription")}
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
};

import type { HeadFC } from "gatsby";
import React from "react";
import JoinView from "../components/join/JoinView";
import Layout from "../components/layout/Layout";
import Seo from "../components/seo/Seo";
import { headEdition } from "../i18n/headEdition";
import { useContactDetails } from "../hooks/useContactDetails";
import { useWings } from "../hooks/useWings";

export default function JoinPage() {
  const wings = useWings();
  const { email } = useContactDetails();
  return (
    <Layout>
      <JoinView wings={wings} privacyEmail={email} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => {
  const edition = headEdition(pageContext);
  return (
    <Seo
      title={edition.t("join.seoTitle")}
      description={edition.t("join.seoDescription")}
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
};

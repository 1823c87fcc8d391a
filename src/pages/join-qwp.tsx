import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import JoinView from "../components/join/JoinView";
import type { DistrictChoice } from "../components/join/JoinForm";
import Layout from "../components/layout/Layout";
import Seo from "../components/seo/Seo";
import { headEdition } from "../i18n/headEdition";
import { useContactDetails } from "../hooks/useContactDetails";
import { useWings } from "../hooks/useWings";

export default function JoinPage({
  pageContext,
}: PageProps<object, { joinDistricts?: DistrictChoice[] }>) {
  const wings = useWings();
  const { email } = useContactDetails();
  return (
    <Layout>
      <JoinView wings={wings} districts={pageContext.joinDistricts ?? []} privacyEmail={email} />
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

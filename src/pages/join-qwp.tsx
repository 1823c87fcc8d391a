import type { PageProps } from "gatsby";
import React from "react";
import JoinView from "../components/join/JoinView";
import type { DistrictChoice } from "../components/join/JoinForm";
import Layout from "../components/layout/Layout";
import { pageHead } from "../components/seo/pageHead";
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

export const Head = pageHead("join.seoTitle", "join.seoDescription");

import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import PrivacyView from "../components/privacy/PrivacyView";
import { pageHead } from "../components/seo/pageHead";
import { useContactDetails } from "../hooks/useContactDetails";

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

export const Head = pageHead("privacy.seoTitle", "privacy.seoDescription");

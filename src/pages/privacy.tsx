import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import PrivacyView from "../components/privacy/PrivacyView";
import Seo from "../components/seo/Seo";
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

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Privacy Notice"
    description="What Qaumi Watan Party's website collects through its contact and membership forms, why, who sees it, how long it is kept and how to ask for deletion."
    pathname={location.pathname}
  />
);

import type { HeadFC } from "gatsby";
import React from "react";
import JoinView from "../components/join/JoinView";
import Layout from "../components/layout/Layout";
import Seo from "../components/seo/Seo";
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

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Join QWP"
    description="Apply for membership of Qaumi Watan Party: personal details, education and profession, location, and a short security check."
    pathname={location.pathname}
  />
);

import type { HeadFC } from "gatsby";
import React from "react";
import ContactView from "../components/contact/ContactView";
import Layout from "../components/layout/Layout";
import Seo from "../components/seo/Seo";
import { useContactDetails } from "../hooks/useContactDetails";

export default function ContactPage() {
  const details = useContactDetails();
  return (
    <Layout>
      <ContactView details={details} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Contact Us"
    description="Contact Qaumi Watan Party: office address in University Town, Peshawar, phone numbers, email and a message form."
    pathname={location.pathname}
  />
);

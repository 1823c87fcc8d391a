import React from "react";
import ContactView from "../components/contact/ContactView";
import Layout from "../components/layout/Layout";
import { pageHead } from "../components/seo/pageHead";
import { useContactDetails } from "../hooks/useContactDetails";

export default function ContactPage() {
  const details = useContactDetails();
  return (
    <Layout>
      <ContactView details={details} />
    </Layout>
  );
}

export const Head = pageHead("contact.seoTitle", "contact.seoDescription");

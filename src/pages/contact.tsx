import type { HeadFC } from "gatsby";
import React from "react";
import ContactView from "../components/contact/ContactView";
import Layout from "../components/layout/Layout";
import Seo from "../components/seo/Seo";
import { headEdition } from "../i18n/headEdition";
import { useContactDetails } from "../hooks/useContactDetails";

export default function ContactPage() {
  const details = useContactDetails();
  return (
    <Layout>
      <ContactView details={details} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => {
  const edition = headEdition(pageContext);
  return (
    <Seo
      title={edition.t("contact.seoTitle")}
      description={edition.t("contact.seoDescription")}
      pathname={location.pathname}
      pageContext={pageContext}
    />
  );
};

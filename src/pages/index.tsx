import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import Seo from "../components/seo/Seo";

export default function HomePage() {
  return (
    <Layout>
      <h1>Qaumi Watan Party</h1>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Home" description="Qaumi Watan Party" pathname={location.pathname} />
);

import type { HeadFC } from "gatsby";
import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import Seo from "../components/seo/Seo";
import NotFound from "../components/layout/NotFound";

export default function NotFoundPage() {
  return (
    <Layout>
      <StaticContent>
        <NotFound />
      </StaticContent>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Page Not Found"
    description="The page you are looking for doesn't exist or has been moved."
    pathname={location.pathname}
    noindex
  />
);

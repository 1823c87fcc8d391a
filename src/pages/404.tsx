import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import { pageHead } from "../components/seo/pageHead";
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

export const Head = pageHead("notFound.seoTitle", "notFound.message", { noindex: true });

import React from "react";
import Layout from "../components/layout/Layout";
import StaticContent from "../components/ui/StaticContent";
import { noIndexHead } from "../components/seo/noIndexHead";
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

export const Head = noIndexHead("notFound.seoTitle", "notFound.message");

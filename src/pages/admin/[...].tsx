import type { HeadFC, PageProps } from "gatsby";
import React, { Suspense } from "react";
import Seo from "../../components/seo/Seo";
import { useHasMounted } from "../../hooks/useHasMounted";
import { splatOf } from "../../lib/splat";
import ConsoleLoading from "../../admin/ui/ConsoleLoading";

/** All console code is one lazily loaded chunk: this page's own bundle stays tiny. */
const AdminApp = React.lazy(() => import("../../admin/AdminApp"));

/**
 * /admin/*: the staff console, a client-only route. The static HTML is only "Loading"; the path is
 * read after mount so hydration matches it.
 */
export default function AdminPage({ params }: PageProps) {
  const mounted = useHasMounted();
  const path = splatOf(params);
  if (!mounted) return <ConsoleLoading />;
  return (
    <Suspense fallback={<ConsoleLoading />}>
      <AdminApp path={path} />
    </Suspense>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Staff console" description="Sign-in for Qaumi Watan Party staff." pathname={location.pathname} noindex />
);

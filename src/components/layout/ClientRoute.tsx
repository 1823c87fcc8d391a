import React from "react";
import { useHasMounted } from "../../hooks/useHasMounted";
import Layout from "./Layout";

/**
 * A client-only route's page (a path under /leader/, /wings/ or /wing/ that no built page has): the
 * build cannot know the address, so the static HTML holds the page's space and the content follows
 * once the browser knows where it is.
 */
export default function ClientRoute({ children }: { children: React.ReactNode }) {
  const mounted = useHasMounted();
  return <Layout>{mounted ? children : <div aria-busy="true" css={{ minHeight: "50vh" }} />}</Layout>;
}

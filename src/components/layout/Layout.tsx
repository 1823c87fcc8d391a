import React, { Suspense } from "react";
import Footer from "./Footer";
import Header from "./Header";
import HydratedFlag from "./HydratedFlag";
import SkipLink from "./SkipLink";
import TopBar from "./TopBar";

/**
 * Page frame shared by every route: skip link, top bar, sticky header, content, footer.
 *
 * The content and the footer are one Suspense boundary (nothing in it suspends; the fallback is
 * never shown). React hydrates the frame around it first, so the header's menu and theme toggle
 * work at once, and then hydrates the boundary in small time slices instead of one long task that
 * would block a cheap phone's main thread (Total Blocking Time). A click or key press inside it
 * before then makes React hydrate it at once and replay the event.
 */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div id="top" css={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink />
      <TopBar />
      <Header />
      <Suspense fallback={null}>
        <main id="main-content" tabIndex={-1} css={{ flex: 1, "&:focus": { outline: "none" } }}>
          {children}
        </main>
        <Footer />
        <HydratedFlag />
      </Suspense>
    </div>
  );
}

import React from "react";
import Footer from "./Footer";
import Header from "./Header";
import SkipLink from "./SkipLink";
import TopBar from "./TopBar";

/** Page frame shared by every route: skip link, top bar, sticky header, content, footer. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div id="top" css={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink />
      <TopBar />
      <Header />
      <main id="main-content" tabIndex={-1} css={{ flex: 1, "&:focus": { outline: "none" } }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

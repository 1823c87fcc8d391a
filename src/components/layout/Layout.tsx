import React from "react";
import GlobalStyles from "../../theme/GlobalStyles";

/** Page frame shared by every route. (Header, footer and menus arrive with the layout work.) */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <GlobalStyles />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

import React, { Suspense } from "react";
import FirstPaintMark from "../ui/FirstPaintMark";
import Footer from "./Footer";
import Header from "./Header";
import HydratedFlag from "./HydratedFlag";
import SkipLink from "./SkipLink";
import TopBar from "./TopBar";
import StaticContent from "../ui/StaticContent";
import { NotTranslatedNotice } from "../ui/NotTranslated";
import { useContentUntranslated } from "../../i18n/I18nProvider";

/**
 * Page frame shared by every route: skip link, top bar, sticky header, content, footer.
 *
 * The skip link and the top bar are plain links: React keeps their HTML and never hydrates them.
 * The header, and the content with the footer, are Suspense boundaries (nothing in them suspends;
 * the fallback is never shown). React hydrates a boundary's HTML in small time slices after the page
 * first commits, instead of in the one long task that hydrates everything outside boundaries and
 * blocks a cheap phone's main thread (Total Blocking Time). The header comes first; a click or key
 * press in a boundary before then makes React hydrate it at once and replay the event. The header's
 * controls and the footer's credit wait further, for their first use (HydrateOnUse).
 * In the Urdu and Pashto editions, while some of the page's content has no translation, one line in the
 * edition's language says that the parts in English are not yet translated; the views mark each such
 * text lang="en" dir="ltr" (useEnglishMark). The edition's font comes with the page's head
 * (src/i18n/editionFonts.ts).
 * The mark after the header holds the first paint until the header is parsed whole (src/lib/firstPaint.ts).
 */
export default function Layout({ children }: { children: React.ReactNode }) {
  const untranslated = useContentUntranslated();
  return (
    <div id="top" css={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <StaticContent>
        <SkipLink />
        <TopBar />
      </StaticContent>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <FirstPaintMark id="header-end" />
      <Suspense fallback={null}>
        <main id="main-content" tabIndex={-1} css={{ flex: 1, "&:focus": { outline: "none" } }}>
          {untranslated && <NotTranslatedNotice notice="content.notTranslated" />}
          {children}
        </main>
        <Footer />
        <HydratedFlag />
      </Suspense>
    </div>
  );
}

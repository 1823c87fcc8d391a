import React from "react";
import { useSiteInfo } from "../../hooks/useSiteInfo";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { formatMessage, type Messages } from "../../../contract/i18n/format";
import { LANGS, LOCALES, langFromPath, localizePath } from "../../../contract/i18n/locales";

export type SeoImage = {
  /** Absolute URL, or a path on this site ("/og-default.png"). */
  src: string;
  width: number;
  height: number;
  alt: string;
};

type SeoProps = {
  /** Page title; the site name alone (the home page) is used as is, anything else goes through the template. */
  title: string;
  description: string;
  pathname: string;
  image?: SeoImage;
  /** Open Graph type: "website" unless the page is an article or a profile. */
  type?: "website" | "article" | "profile";
  /** Keep the page out of search results (error pages, placeholders). */
  noindex?: boolean;
  /**
   * The Head's page context (its edition's language, strings and translations): the party's name in
   * the title and the share card's text in the edition's language. Without it, English. Read here
   * directly rather than through headEdition, which Home's Head does not need (Home's first-load
   * JavaScript is at its budget).
   */
  pageContext?: unknown;
  /** Extra head tags, e.g. JSON-LD. */
  children?: React.ReactNode;
};

type EditionContext = {
  lang?: string;
  messages?: Messages;
  translations?: { site?: { name?: string } };
};

/** The site-wide share card (static/og-default.png, made by scripts/make-brand-images.ts). */
export const DEFAULT_SHARE_IMAGE: Omit<SeoImage, "alt"> = {
  src: "/og-default.png",
  width: 1200,
  height: 630,
};

const absolute = (siteUrl: string, src: string) =>
  /^https?:\/\//i.test(src) ? src : `${siteUrl}${src.startsWith("/") ? "" : "/"}${src}`;

const twitterHandle = (links: ReadonlyArray<{ platform: string; url: string }>) => {
  const url = links.find((link) => link.platform === "twitter" || link.platform === "x")?.url;
  const handle = url?.match(/(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})/i)?.[1];
  return handle ? `@${handle}` : undefined;
};

/** Head tags for one page, used from every page's `Head` export. */
export default function Seo({
  title,
  description,
  pathname,
  image,
  type = "website",
  noindex = false,
  pageContext,
  children,
}: SeoProps) {
  const meta = useSiteMetadata();
  const site = useSiteInfo();
  const edition = (pageContext ?? {}) as EditionContext;
  // The party's name as the edition writes it (data/ur/site.json ...), in the title and the share card.
  const siteName = (edition.lang !== "en" && edition.translations?.site?.name) || meta.title;
  // The site's name alone (Home) is the title as it is; in an edition, in the edition's words.
  const fullTitle =
    title === meta.title
      ? siteName
      : meta.titleTemplate.replace(meta.title, siteName).replace("%s", title);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
  const url = `${meta.siteUrl}${path}`;
  // A client-only route's static shell is rendered at its file's path (/news/[...]), an address nobody
  // can open and not a valid URL: it names no canonical or og:url of its own. In the browser the real
  // path is known, and the server writes an article's own tags into the HTML it serves for it.
  const placeholder = /\/\[[^/]*\]/.test(path);
  const shareAlt = edition.messages?.["content.shareImageAlt"];
  const share = image ?? {
    ...DEFAULT_SHARE_IMAGE,
    alt: shareAlt
      ? formatMessage(shareAlt, { name: siteName })
      : `${site.name}: the chiragh (lamp) symbol and the party's name`,
  };
  const imageUrl = absolute(meta.siteUrl, share.src);
  // The page's edition from its address (Head is rendered outside the page's I18nProvider).
  const lang = langFromPath(path);
  const alternates = !noindex && !placeholder;
  const handle = twitterHandle(site.socialLinks);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {!noindex && !placeholder && <link rel="canonical" href={url} />}
      {/* The same page in every edition; English is the default for other languages. */}
      {alternates &&
        LANGS.map((other) => (
          <link
            key={other}
            rel="alternate"
            hrefLang={other}
            href={`${meta.siteUrl}${localizePath(path, other)}`}
          />
        ))}
      {alternates && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${meta.siteUrl}${localizePath(path, "en")}`}
        />
      )}

      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={LOCALES[lang].ogLocale} />
      {LANGS.filter((other) => other !== lang).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LOCALES[other].ogLocale} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!placeholder && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={share.alt} />

      <meta name="twitter:card" content="summary_large_image" />
      {handle && <meta name="twitter:site" content={handle} />}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={share.alt} />
      {children}
    </>
  );
}

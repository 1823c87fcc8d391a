/**
 * The public address of the site. The build writes it into every page (canonical URLs, Open
 * Graph images, the sitemap); the server reads the same address back from the build, so the two
 * agree without anyone setting it twice.
 */
export const DEFAULT_SITE_URL = "https://www.qwp.org.pk";

/** SITE_URL without trailing slashes, or the default when unset. */
export const siteUrlFromEnv = (value: string | undefined) => (value || DEFAULT_SITE_URL).replace(/\/+$/, "");

/**
 * The pages the server fills in before sending them (an article, an event, the news and events
 * lists, search results, the videos page): one registry, each feature registering its own pages
 * (newsPages.ts, eventPages.ts, searchPage.ts, videosPage.ts), and siteRoutes asking it for every
 * built page it serves. Adding a server-made page is one enhancer, registered in app.ts.
 */
import type { FastifyRequest } from "fastify";
import type { Lang } from "../../contract/i18n/locales";
import type { PageEdition } from "../../contract/render/pageEdition";
import type { HtmlDocument, StaticSite } from "./staticSite";

/** A built page about to be sent, and what it was asked with. */
export type PageRequest = {
  request: FastifyRequest;
  site: StaticSite;
  doc: HtmlDocument;
  /** The edition's language, and the page's path without the edition's prefix (/news, /events). */
  lang: Lang;
  page: string;
  /** The rest of a client-only route's address (/news/{rest}). */
  rest: string;
  /** The query string as sent, with its `?` (empty without one). */
  query: string;
  /** The edition's page data (its language, revision, site name), read when asked. */
  edition: () => PageEdition | undefined;
};

/** An enhancer's answer: the page filled in, the built page with 404 (it names nothing), or the built page as it is. */
export type Enhanced = { html: string } | "not-found" | undefined;

export type PageEnhancer = {
  /** The page it fills in, without the edition's prefix: a built page (/events) or a client-only route (/news/*). */
  route: { page: string } | { clientOnly: string };
  enhance: (page: PageRequest) => Promise<Enhanced>;
};

export function createPageEnhancers() {
  const enhancers: PageEnhancer[] = [];
  return {
    register(...added: PageEnhancer[]) {
      enhancers.push(...added);
    },
    /** The enhancer of a page (`clientOnly`: the client-only route it was resolved to, without the edition's prefix). */
    find(page: string, clientOnly: string | undefined): PageEnhancer | undefined {
      for (const enhancer of enhancers) {
        const { route } = enhancer;
        if ("clientOnly" in route ? route.clientOnly === clientOnly : !clientOnly && route.page === page) return enhancer;
      }
      return undefined;
    },
  };
}

export type PageEnhancers = ReturnType<typeof createPageEnhancers>;


/**
 * The page states the accessibility check visits besides plain routes: news detail (first item of
 * GET /api/news?page=1, resolved at test time), the manifesto detail view, both forms with validation
 * errors, the open side menu and the desktop sub-menu.
 */
import { firstManifestoId, pageRoutes } from "../../scripts/lib/routes";

/** A page in a particular state: what the a11y, zoom and security checks visit besides plain routes. */
export type RouteState =
  | { kind: "page"; name: string; path: string }
  | { kind: "news-detail"; name: string }
  | { kind: "manifesto-detail"; name: string; path: string; manifestoId?: string }
  | { kind: "form-errors"; name: string; path: string }
  | { kind: "side-menu"; name: string; path: string; project: "mobile" }
  | { kind: "desktop-submenu"; name: string; path: string; project: "desktop" };

/** Everything the accessibility check visits, each named for the test title. */
export function routeStates(): RouteState[] {
  const pages: RouteState[] = pageRoutes().map((p) => ({ kind: "page", name: p, path: p }));
  const manifestoId = firstManifestoId();
  return [
    ...pages,
    { kind: "news-detail", name: "news detail (first item of /api/news?page=1)" },
    {
      kind: "manifesto-detail",
      name: `manifesto detail (${manifestoId ?? "first 'Read Online'"})`,
      path: "/about/manifestos",
      manifestoId,
    },
    { kind: "form-errors", name: "/contact with validation errors", path: "/contact" },
    { kind: "form-errors", name: "/join-qwp with validation errors", path: "/join-qwp" },
    { kind: "side-menu", name: "open side menu", path: "/", project: "mobile" },
    { kind: "desktop-submenu", name: "open desktop sub-menu", path: "/", project: "desktop" },
  ];
}

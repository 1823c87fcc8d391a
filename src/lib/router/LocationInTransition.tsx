import { LocationContext, globalHistory, type WindowLocation } from "@gatsbyjs/reach-router";
import React, { startTransition, useEffect, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gives Gatsby's router the page's location, as reach-router's own provider would, but applies a new
 * location in a transition. A boundary whose built HTML React still keeps (the layout's while it
 * hydrates, the controls HydrateOnUse holds) is then hydrated before the change reaches it. An urgent
 * update there makes React drop that HTML and render it anew (error #421) whenever the render runs
 * late, as it does on a slow phone.
 */
export function LocationInTransition({ children }: { children: React.ReactNode }) {
  const [context, setContext] = useState<{ location: WindowLocation }>(() => ({ location: globalHistory.location }));
  useEffect(
    () => globalHistory.listen(({ location }) => startTransition(() => setContext({ location }))),
    [],
  );
  // The history replaces its entry instead of adding one while a change is not yet shown: say it is.
  useEffect(() => globalHistory._onTransitionComplete(), [context.location]);
  return <LocationContext.Provider value={context}>{children}</LocationContext.Provider>;
}

/**
 * gatsby-browser's replaceHydrateFunction, with the location applied in transitions. Like Gatsby's own,
 * it hydrates a container that holds a built page and renders anything else anew: a client-only page
 * (its focus wrapper is empty) and, under `npm run develop`, the page and its loading indicator.
 * Gatsby's renderer type allows any container; it always passes an element.
 */
export function renderWithLocationInTransition(
  element: React.ReactNode,
  container: Element | Document | DocumentFragment | null,
): void {
  const root = container as Element;
  const page = <LocationInTransition>{element}</LocationInTransition>;
  if (root.querySelector("#gatsby-focus-wrapper")?.children.length) hydrateRoot(root, page);
  else createRoot(root).render(page);
}

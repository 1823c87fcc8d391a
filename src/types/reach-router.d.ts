// Gatsby's router fork ships without types; its API is reach-router's, typed by @types/reach__router.
declare module "@gatsbyjs/reach-router" {
  import type { Context } from "react";
  import type { History as ReachHistory, WindowLocation } from "@reach/router";

  export * from "@reach/router";
  /** The context reach-router's own provider fills; Gatsby's router reads the location from it. */
  export const LocationContext: Context<{ location: WindowLocation } | undefined>;
  /** The history reach-router's provider tells, once a new location is shown, that it may push again. */
  export const globalHistory: ReachHistory & { _onTransitionComplete(): void };
}

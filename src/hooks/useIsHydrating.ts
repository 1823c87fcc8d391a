import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};
const onClient = () => false;
const whileHydrating = () => true;

/**
 * True while React hydrates HTML that was rendered for this spot (and on the server, which renders
 * that HTML), false in every later render and in a render on the client that has no HTML to keep:
 * React answers the server snapshot only then. Callers keep the first answer in state when it must
 * outlive the hydration pass.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(neverChanges, onClient, whileHydrating);
}

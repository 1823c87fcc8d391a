import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { SliceName } from "./store";
import { initialState } from "./store";
import { useAppStore } from "./StoreProvider";

/** Subscribes to one slice and loads it on first use (once per store); `refetch` loads it again. */
export function useStoreSlice(slice: SliceName, { load = true }: { load?: boolean } = {}) {
  const store = useAppStore();
  const state = useSyncExternalStore(
    store.subscribe,
    () => store.getState()[slice],
    () => initialState[slice],
  );
  const refetch = useCallback(
    () => (slice === "services" ? store.fetchServices() : store.fetchProducts()),
    [slice, store],
  );

  useEffect(() => {
    if (load && !store.wasRequested(slice)) void refetch();
  }, [load, slice, store, refetch]);

  return { ...state, refetch };
}

import React, { createContext, useContext } from "react";
import { createAppStore, type AppStore } from "./store";

let browserStore: AppStore | undefined;
/** One store per page session when no provider is used (created on first use, never during the build). */
const defaultStore = () => (browserStore ??= createAppStore());

const StoreContext = createContext<AppStore | null>(null);

/** Optional: gives a subtree its own store (tests, or a page that wants a fresh one). */
export function StoreProvider({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStore(): AppStore {
  return useContext(StoreContext) ?? defaultStore();
}

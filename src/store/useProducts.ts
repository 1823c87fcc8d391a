import { useStoreSlice } from "./useStoreSlice";

/** Products from `POST products`: { data, loading, error, refetch }. */
export const useProducts = (options?: { load?: boolean }) => useStoreSlice("products", options);

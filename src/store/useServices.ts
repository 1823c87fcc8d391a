import { useStoreSlice } from "./useStoreSlice";

/** Services from `POST services`: { data, loading, error, refetch }. */
export const useServices = (options?: { load?: boolean }) => useStoreSlice("services", options);

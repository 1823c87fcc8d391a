import { useCatalogueSlice } from "./useCatalogueSlice";

/** Services from `POST services`: { data, loading, error, refetch }. */
export const useServices = (options?: { load?: boolean }) => useCatalogueSlice("services", options);

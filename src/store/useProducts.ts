import { useCatalogueSlice } from "./useCatalogueSlice";

/** Products from `POST products`: { data, loading, error, refetch }. */
export const useProducts = (options?: { load?: boolean }) => useCatalogueSlice("products", options);

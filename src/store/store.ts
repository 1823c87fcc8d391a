/**
 * The client store for services and products (each a data list, a loading flag and an error text): a reducer, a tiny
 * subscribe/getState container for useSyncExternalStore, and the two fetches. No library needed.
 */
import { ApiError, apiRequest } from "../lib/api/client";

/** Item fields are not specified; items are kept exactly as the server sends them. */
export type StoreItem = Record<string, unknown>;

export type Slice = { data: StoreItem[]; loading: boolean; error: string | null };
export type SliceName = "services" | "products";
export type StoreState = Record<SliceName, Slice>;

export type StoreAction =
  | { type: "pending"; slice: SliceName; requestId: number }
  | { type: "fulfilled"; slice: SliceName; requestId: number; data: StoreItem[] }
  | { type: "rejected"; slice: SliceName; requestId: number; error: string };

export const FETCH_ERRORS: Record<SliceName, string> = {
  services: "Error fetching services",
  products: "Error fetching products",
};
export const UNKNOWN_ERROR = "Unknown error occurred";

const emptySlice: Slice = { data: [], loading: false, error: null };
export const initialState: StoreState = { services: emptySlice, products: emptySlice };

/** pending: loading, error cleared; fulfilled: data stored; rejected: message stored. */
export function reducer(state: StoreState, action: StoreAction): StoreState {
  const slice = state[action.slice];
  switch (action.type) {
    case "pending":
      return { ...state, [action.slice]: { ...slice, loading: true, error: null } };
    case "fulfilled":
      return { ...state, [action.slice]: { data: action.data, loading: false, error: null } };
    case "rejected":
      return { ...state, [action.slice]: { ...slice, loading: false, error: action.error } };
    default:
      return state;
  }
}

type Envelope = { success?: unknown; data?: unknown; message?: unknown } | null;

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

export type AppStore = ReturnType<typeof createAppStore>;

export function createAppStore(preloaded: StoreState = initialState) {
  let state = preloaded;
  const listeners = new Set<() => void>();
  // Only the newest request of a slice may settle it; an older, slower answer is dropped.
  const latest: Record<SliceName, number> = { services: 0, products: 0 };
  let requestCount = 0;

  const dispatch = (action: StoreAction) => {
    if (action.requestId !== latest[action.slice]) return;
    state = reducer(state, action);
    listeners.forEach((listener) => listener());
  };

  async function fetchSlice(slice: SliceName): Promise<void> {
    requestCount += 1;
    const requestId = requestCount;
    latest[slice] = requestId;
    dispatch({ type: "pending", slice, requestId });
    try {
      const body = await apiRequest<Envelope>(slice, { method: "POST" });
      if (body && body.success) {
        const data = Array.isArray(body.data) ? (body.data as StoreItem[]) : [];
        dispatch({ type: "fulfilled", slice, requestId, data });
      } else {
        dispatch({
          type: "rejected",
          slice,
          requestId,
          error: textOf(body?.message) ?? FETCH_ERRORS[slice],
        });
      }
    } catch (error) {
      const serverMessage =
        error instanceof ApiError && error.body && typeof error.body === "object"
          ? textOf((error.body as { message?: unknown }).message)
          : undefined;
      dispatch({ type: "rejected", slice, requestId, error: serverMessage ?? UNKNOWN_ERROR });
    }
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    fetchServices: () => fetchSlice("services"),
    fetchProducts: () => fetchSlice("products"),
    /** Whether a slice was ever requested, so hooks load it once however many components use it. */
    wasRequested: (slice: SliceName) => latest[slice] !== 0,
  };
}

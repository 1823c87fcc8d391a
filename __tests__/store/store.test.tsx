import { act, render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { createAppStore, reducer, initialState, type SliceName } from "../../src/store/store";
import { StoreProvider } from "../../src/store/StoreProvider";
import { useProducts } from "../../src/store/useProducts";
import { useServices } from "../../src/store/useServices";
import { jsonResponse, spyOnFetch } from "../../test-support/fetch";

let fetchSpy: ReturnType<typeof spyOnFetch>;

beforeEach(() => {
  fetchSpy = spyOnFetch();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const hooks = { services: useServices, products: useProducts };

function Probe({ slice }: { slice: SliceName }) {
  // Each Probe keeps one slice for its whole life, so the same hook runs on every render.
  const useSlice = hooks[slice];
  const state = useSlice();
  return (
    <div data-testid={slice}>
      {state.loading ? "loading" : "idle"}|{state.error ?? "no error"}|
      {state.data.map((item) => String(item.name)).join(",")}
      <button type="button" onClick={() => void state.refetch()}>
        reload {slice}
      </button>
    </div>
  );
}

const renderWithStore = (slice: SliceName) => {
  const store = createAppStore();
  render(
    <StoreProvider store={store}>
      <Probe slice={slice} />
    </StoreProvider>,
  );
  return store;
};

describe.each([
  ["services", "Error fetching services"],
  ["products", "Error fetching products"],
] as const)("the %s slice", (slice, fallback) => {
  it("pending sets loading and clears the error; fulfilled stores the data", async () => {
    let answer: (r: Response) => void = () => {};
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ message: "Database is down" }, 500))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithStore(slice);

    // The hook loads on first use: POST with no body.
    await waitFor(() =>
      expect(screen.getByTestId(slice)).toHaveTextContent("idle|Database is down|"),
    );
    expect(fetchSpy.mock.calls[0][0]).toBe(`/api/${slice}`);
    const init = fetchSpy.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe("POST");
    expect(init.body).toBeUndefined();

    act(() => screen.getByRole("button", { name: `reload ${slice}` }).click());
    expect(screen.getByTestId(slice)).toHaveTextContent("loading|no error|");

    await act(async () =>
      answer(
        jsonResponse({ success: true, data: [{ name: "A" }, { name: "B" }], message: "ok" }),
      ),
    );
    expect(screen.getByTestId(slice)).toHaveTextContent("idle|no error|A,B");
  });

  it("rejected stores the message of an unsuccessful answer, or the slice's fallback", async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ success: false, message: "Catalogue closed" }))
      .mockResolvedValueOnce(jsonResponse({ success: false }));
    const store = createAppStore();
    const fetchSlice = slice === "services" ? store.fetchServices : store.fetchProducts;

    await fetchSlice();
    expect(store.getState()[slice]).toEqual({
      data: [],
      loading: false,
      error: "Catalogue closed",
    });
    await fetchSlice();
    expect(store.getState()[slice].error).toBe(fallback);
  });

  it("rejected stores the server's message of a failed request, or 'Unknown error occurred'", async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ message: "Service unavailable" }, 503))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const store = createAppStore();
    const fetchSlice = slice === "services" ? store.fetchServices : store.fetchProducts;

    await fetchSlice();
    expect(store.getState()[slice].error).toBe("Service unavailable");
    await fetchSlice();
    expect(store.getState()[slice]).toEqual({
      data: [],
      loading: false,
      error: "Unknown error occurred",
    });
  });
});

describe("store", () => {
  it("keeps the data of an earlier success when a later fetch fails", () => {
    const loaded = reducer(initialState, {
      type: "fulfilled",
      slice: "products",
      requestId: 1,
      data: [{ id: 1 }],
    });
    const failed = reducer(loaded, {
      type: "rejected",
      slice: "products",
      requestId: 2,
      error: "x",
    });
    expect(failed.products).toEqual({ data: [{ id: 1 }], loading: false, error: "x" });
    expect(failed.services).toBe(initialState.services);
  });

  it("lets only the newest request settle a slice", async () => {
    const answers: Array<(r: Response) => void> = [];
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const store = createAppStore();
    const first = store.fetchServices();
    const second = store.fetchServices();
    answers[1](jsonResponse({ success: true, data: [{ name: "new" }] }));
    await second;
    answers[0](jsonResponse({ success: true, data: [{ name: "old" }] }));
    await first;
    expect(store.getState().services.data).toEqual([{ name: "new" }]);
  });

  it("loads each slice once however many components use it", async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ success: true, data: [] }));
    const store = createAppStore();
    render(
      <StoreProvider store={store}>
        <Probe slice="services" />
        <Probe slice="services" />
        <Probe slice="products" />
      </StoreProvider>,
    );
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(fetchSpy.mock.calls.map((call) => call[0]).sort()).toEqual([
      "/api/products",
      "/api/services",
    ]);
  });
});

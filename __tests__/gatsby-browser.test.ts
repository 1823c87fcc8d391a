import { shouldUpdateScroll } from "../gatsby-browser";

type Hook = NonNullable<typeof shouldUpdateScroll>;
type Args = Parameters<Hook>[0];

const call = (location: { pathname: string; hash: string }, saved: [number, number] | null) =>
  shouldUpdateScroll?.(
    {
      routerProps: { location },
      prevRouterProps: undefined,
      getSavedScrollPosition: () => saved,
    } as unknown as Args,
    { plugins: [] },
  );

describe("shouldUpdateScroll", () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it("puts a newly opened page at the top", () => {
    expect(call({ pathname: "/projects", hash: "" }, null)).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("lets Gatsby restore the saved position on Back/Forward", () => {
    expect(call({ pathname: "/news", hash: "" }, [0, 1800])).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("lets Gatsby scroll to an in-page anchor", () => {
    expect(call({ pathname: "/about/history", hash: "#timeline" }, null)).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

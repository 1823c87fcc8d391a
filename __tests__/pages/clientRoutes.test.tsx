import { screen } from "@testing-library/react";
import { navigate, type PageProps } from "gatsby";
import React from "react";
import UnknownLeaderPage from "../../src/pages/leader/[...]";
import WingRedirectPage from "../../src/pages/wing/[...]";
import UnknownWingPage from "../../src/pages/wings/[...]";
import { mockLayoutQueries, renderAt } from "../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

describe("unknown leader", () => {
  it("says 'Leader not found.' once mounted", () => {
    renderAt("/leader/nobody", <UnknownLeaderPage />);
    const message = screen.getByRole("heading", { level: 1, name: "Leader not found." });
    expect(message).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(message);
  });
});

describe("unknown wing", () => {
  it("says 'Wing not found.' once mounted and offers the list of wings", () => {
    renderAt("/wings/nobody", <UnknownWingPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Wing not found." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all wings" })).toHaveAttribute("href", "/wings");
  });
});

describe("/wing/{slug}", () => {
  it("replaces the address with /wings/{slug}", () => {
    const location = { pathname: "/wing/youth-wing", search: "?a=1", hash: "" } as PageProps["location"];
    renderAt("/wing/youth-wing?a=1", <WingRedirectPage {...({ location } as PageProps)} />);
    expect(navigate).toHaveBeenCalledWith("/wings/youth-wing?a=1", { replace: true });
    expect(screen.getByRole("link", { name: "/wings/youth-wing?a=1" })).toBeInTheDocument();
  });
});

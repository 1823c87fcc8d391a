/**
 * @jest-environment node
 */
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import React from "react";
import { renderToString } from "react-dom/server";
import UnknownLeaderPage from "../../src/pages/leader/[...]";
import UnknownWingPage from "../../src/pages/wings/[...]";
import { mockLayoutQueries } from "../../test-support/unit/layoutData";

beforeEach(mockLayoutQueries);

// The build renders these routes once, for every unknown address: what depends on the address
// must wait for the browser, or hydration would not match (React errors #418/#423/#425).
describe("client-only routes in the static render", () => {
  it("leave the not-found messages to the browser", () => {
    const at = (path: string, page: React.ReactElement) =>
      renderToString(
        <LocationProvider history={createHistory(createMemorySource(path))}>{page}</LocationProvider>,
      );
    const leaderHtml = at("/leader/nobody", <UnknownLeaderPage />);
    const wingHtml = at("/wings/nobody", <UnknownWingPage />);
    expect(leaderHtml).toContain('aria-busy="true"');
    expect(leaderHtml).not.toContain("Leader not found.");
    expect(wingHtml).not.toContain("Wing not found.");
  });
});

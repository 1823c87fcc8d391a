import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import navigation from "../../data/navigation.json";
import site from "../../data/site.json";

/** navigation.json as the GraphQL layer returns it (absent sub-items are null). */
export const navItems = navigation.items.map((item) => ({
  ...item,
  subItems: item.subItems ?? null,
}));

/** What the layout's static queries return, built from the real data files. */
export const layoutQueryData = {
  siteInfo: site,
  navigation: { ...navigation, items: navItems },
  site: {
    siteMetadata: {
      title: "Qaumi Watan Party",
      titleTemplate: "%s | Qaumi Watan Party",
      description: "Default description",
      siteUrl: "https://www.qwp.org.pk",
    },
  },
};

export function mockLayoutQueries() {
  (useStaticQuery as jest.Mock).mockReturnValue(layoutQueryData);
}

/** Renders under a router whose location starts at `path`; `history.navigate` changes page. */
export function renderAt(path: string, ui: React.ReactElement) {
  const history = createHistory(createMemorySource(path));
  const result = render(<LocationProvider history={history}>{ui}</LocationProvider>);
  return { history, ...result };
}

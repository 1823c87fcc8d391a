/* Gatsby's documented Jest mock: Link renders a plain <a>, queries are jest.fn()s that tests fill. */
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop Gatsby-only props so they don't reach the DOM.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) =>
    React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
  ),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  withPrefix: jest.fn((p) => p),
};

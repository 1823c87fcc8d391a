import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import Header from "../../../src/components/layout/Header";
import { mockLayoutQueries, renderAt } from "../../../test-support/unit/layoutData";

// The side menu's chunk cannot be downloaded: its import rejects.
jest.mock("../../../src/components/layout/SideMenuPanel", () => {
  throw new Error("Loading chunk side-menu failed");
});

beforeEach(mockLayoutQueries);

it("offers the top-level pages as plain links when the side menu's code cannot load, and the page stays", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup();
  renderAt("/", <Header />);
  await user.click(screen.getByRole("button", { name: "Open menu" }));

  const notice = await screen.findByRole("alert");
  expect(notice).toHaveTextContent("The menu could not be loaded");
  const links = within(notice).getAllByRole("link");
  expect(links.length).toBeGreaterThan(3);
  expect(within(notice).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  // The header around it is still there and usable.
  expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();

  await user.click(within(notice).getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
});

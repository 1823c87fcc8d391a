import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import ProjectsView, { type ProjectsViewProps } from "../../../src/components/projects/ProjectsView";

const project = (over: Partial<ProjectsViewProps["projects"][number]>) => ({
  title: "A project",
  description: "What it did.",
  category: "water",
  status: "Completed",
  year: "1995",
  location: "Charsadda",
  source: null,
  image: null,
  ...over,
});

const props: ProjectsViewProps = {
  stats: [
    { number: "50+", label: "Infrastructure Projects", colour: "primary" },
    { number: "10+", label: "Dams & Water Projects", colour: "accent" },
  ],
  categories: [
    { id: "all", label: "All Projects", icon: "grid" },
    { id: "water", label: "Dams & Water", icon: "droplet" },
    { id: "energy", label: "Energy", icon: "zap" },
    { id: "honor", label: "Honour", icon: "award" },
  ],
  projects: [
    project({ title: "Small dams", category: "water", source: "https://example.org/dams" }),
    project({ title: "Hydel station", category: "energy", status: "In Progress" }),
    project({ title: "Water supply", category: "water", status: "Operational" }),
    project({ title: "Remembrance", category: "honor", status: "Ongoing" }),
  ],
  timeline: [
    { decade: "1988s", title: "Provincial government", items: ["Chief Minister (1988–1990)."] },
    { decade: "2000s", title: "Federal office", items: ["Interior Minister."] },
  ],
};

const cardTitles = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => window.history.replaceState(null, "", "/projects"));

describe("ProjectsView", () => {
  it("shows the stat cards and every project on the 'all' tab", () => {
    render(<ProjectsView {...props} />);
    expect(screen.getByText("50+")).toBeInTheDocument();
    expect(screen.getByText("Dams & Water Projects")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "All Projects" })).toHaveAttribute("aria-selected", "true");
    expect(cardTitles()).toEqual(["Small dams", "Hydel station", "Water supply", "Remembrance"]);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("All Projects");
  });

  it("filters by the clicked tab and keeps the choice in the URL", async () => {
    const user = userEvent.setup();
    render(<ProjectsView {...props} />);
    await user.click(screen.getByRole("tab", { name: "Dams & Water" }));
    expect(cardTitles()).toEqual(["Small dams", "Water supply"]);
    expect(window.location.search).toBe("?category=water");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Dams & Water");
    await user.click(screen.getByRole("tab", { name: "All Projects" }));
    expect(window.location.search).toBe("");
    expect(cardTitles()).toHaveLength(4);
  });

  it("replaces the history entry instead of adding one per tab", async () => {
    const user = userEvent.setup();
    render(<ProjectsView {...props} />);
    const before = window.history.length;
    await user.click(screen.getByRole("tab", { name: "Energy" }));
    await user.click(screen.getByRole("tab", { name: "Honour" }));
    expect(window.history.length).toBe(before);
  });

  it("opens on the tab named in the URL after hydration", () => {
    window.history.replaceState(null, "", "/projects?category=energy");
    render(<ProjectsView {...props} />);
    expect(screen.getByRole("tab", { name: "Energy" })).toHaveAttribute("aria-selected", "true");
    expect(cardTitles()).toEqual(["Hydel station"]);
  });

  it("ignores an unknown category in the URL", () => {
    window.history.replaceState(null, "", "/projects?category=nonsense");
    render(<ProjectsView {...props} />);
    expect(screen.getByRole("tab", { name: "All Projects" })).toHaveAttribute("aria-selected", "true");
  });

  it("follows the WAI-ARIA tabs keyboard pattern with a roving tabindex", async () => {
    const user = userEvent.setup();
    render(<ProjectsView {...props} />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);

    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(window.location.search).toBe("?category=water");

    await user.keyboard("{End}");
    expect(tabs[3]).toHaveFocus();
    expect(cardTitles()).toEqual(["Remembrance"]);
    await user.keyboard("{ArrowRight}");
    expect(tabs[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tabs[3]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("draws 'In Progress' differently from other statuses", () => {
    render(<ProjectsView {...props} />);
    const inProgress = screen.getByText("In Progress");
    const completed = screen.getByText("Completed");
    expect(inProgress.className).not.toBe(completed.className);
    expect(screen.getByText("Operational").className).toBe(completed.className);
    expect(screen.getByText("Ongoing").className).toBe(completed.className);
  });

  it("shows location, year, a placeholder without image and a safe external source link", () => {
    render(<ProjectsView {...props} />);
    const card = screen.getByRole("heading", { name: "Small dams" }).closest("article")!;
    expect(within(card).getByText("Charsadda")).toBeInTheDocument();
    expect(within(card).getByText("1995")).toBeInTheDocument();
    expect(within(card).getByText("Dams & Water")).toBeInTheDocument();
    expect(within(card).getByTestId("project-image-placeholder")).toBeInTheDocument();
    const link = within(card).getByRole("link", { name: /View Source/ });
    expect(link).toHaveAttribute("href", "https://example.org/dams");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    const other = screen.getByRole("heading", { name: "Hydel station" }).closest("article")!;
    expect(within(other).queryByRole("link", { name: /View Source/ })).not.toBeInTheDocument();
  });

  it("renders the decade timeline", () => {
    render(<ProjectsView {...props} />);
    expect(screen.getByRole("heading", { name: "Project Timeline" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "1988s" })).toBeInTheDocument();
    expect(screen.getByText("Interior Minister.")).toBeInTheDocument();
  });

  it("follows back/forward between tab URLs", () => {
    render(<ProjectsView {...props} />);
    act(() => {
      window.history.pushState(null, "", "/projects?category=honor");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("tab", { name: "Honour" })).toHaveAttribute("aria-selected", "true");
  });
});

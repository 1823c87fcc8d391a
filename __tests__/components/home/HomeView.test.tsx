import { render, screen, within } from "@testing-library/react";
import React from "react";
import HomeView from "../../../src/components/home/HomeView";
import LatestNews from "../../../src/components/news/LatestNews";
import { catalogueFixture, homeContentFixture, homeLeadersFixture } from "../../../test-support/unit/peopleData";

const renderHome = (catalogue = catalogueFixture) =>
  render(
    <HomeView
      content={homeContentFixture}
      catalogue={catalogue}
      leaders={homeLeadersFixture}
      latestNews={<LatestNews />}
    />,
  );

describe("HomeView", () => {
  it("opens with the hero and its two buttons", () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1, name: "Hero title" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn More about the party" })).toHaveAttribute("href", "/about/about");
    expect(screen.getByRole("link", { name: "Our Achievements" })).toHaveAttribute("href", "/projects");
  });

  it("introduces the party with its displayed stats", () => {
    renderHome();
    const intro = screen.getByRole("region", { name: "Who we are" });
    expect(within(intro).getByText("Intro one.")).toBeInTheDocument();
    const stats = within(intro).getByRole("list", { name: "The party in figures" });
    expect(within(stats).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "50+Infrastructure projects",
      "5Districts established",
    ]);
  });

  it("shows only the first six projects, with status and category", () => {
    renderHome();
    const projects = screen.getByRole("region", { name: "Projects and Achievements" });
    const titles = within(projects).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(["Project 1", "Project 2", "Project 3", "Project 4", "Project 5", "Project 6"]);
    expect(within(projects).getByText("In Progress")).toBeInTheDocument();
    expect(within(projects).getAllByText("Water & Dams")).toHaveLength(3);
    expect(within(projects).getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
  });

  it("still offers View All Projects while the catalogue is empty", () => {
    renderHome(null as unknown as typeof catalogueFixture);
    const projects = screen.getByRole("region", { name: "Projects and Achievements" });
    expect(within(projects).queryByRole("list")).not.toBeInTheDocument();
    expect(within(projects).getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
  });

  it("links each of the five leaders to their profile", () => {
    renderHome();
    const leadership = screen.getByRole("region", { name: "Our Leadership" });
    const links = within(leadership).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/leader/aftab-ahmad-khan-sherpao",
      "/leader/ahmad-nawaz-jadoon",
      "/leader/anisa-zeb-tahirkheli",
      "/leader/tariq-khan",
      "/leader/sikandar-hayat-sherpao",
    ]);
    expect(within(leadership).getByRole("link", { name: /Tariq Khan/ })).toHaveTextContent("Secretary Information");
  });

  it("has the history section, then latest news", () => {
    renderHome();
    const history = screen.getByRole("region", { name: "A record of service" });
    expect(within(history).getByRole("link", { name: "Explore Complete History" })).toHaveAttribute(
      "href",
      "/about/history",
    );
    expect(screen.getByRole("link", { name: "View All News" })).toHaveAttribute("href", "/news");
  });
});

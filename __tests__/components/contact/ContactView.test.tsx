import { render, screen, within } from "@testing-library/react";
import React from "react";
import ContactView from "../../../src/components/contact/ContactView";

const details = {
  address: "Central Secretariat, University Town, Peshawar",
  email: "info@qwp.org.pk",
  phones: ["+92 91 5840011", "+92 91 5840012"],
  map: {
    title: "Map of the QWP Central Secretariat",
    embedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=1",
    directionsUrl: "https://www.openstreetmap.org/?mlat=34",
  },
};

describe("ContactView", () => {
  it("shows the office address, both phone numbers and the email as links", () => {
    render(<ContactView details={details} />);
    expect(screen.getByRole("heading", { level: 1, name: "Get in touch" })).toBeInTheDocument();
    expect(screen.getAllByText(details.address)[0]).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+92\u00a091\u00a05840011" })).toHaveAttribute(
      "href",
      "tel:+92915840011",
    );
    expect(screen.getByRole("link", { name: "+92\u00a091\u00a05840012" })).toHaveAttribute(
      "href",
      "tel:+92915840012",
    );
    expect(screen.getByRole("link", { name: "info@qwp.org.pk" })).toHaveAttribute(
      "href",
      "mailto:info@qwp.org.pk",
    );
  });

  it("embeds the office map 400 px high, lazily, with a title and a link to open it", () => {
    render(<ContactView details={details} />);
    const map = screen.getByTitle(details.map.title);
    expect(map.tagName).toBe("IFRAME");
    expect(map).toHaveAttribute("src", details.map.embedUrl);
    expect(map).toHaveAttribute("loading", "lazy");
    expect(map).toHaveAttribute("height", "400");
    const section = screen.getByRole("region", { name: "Find our office" });
    expect(within(section).getByRole("link", { name: /open the map/i })).toHaveAttribute(
      "href",
      details.map.directionsUrl,
    );
  });

  it("includes the message form", () => {
    render(<ContactView details={details} />);
    expect(screen.getByRole("form", { name: "Send us a message" })).toBeInTheDocument();
  });
});

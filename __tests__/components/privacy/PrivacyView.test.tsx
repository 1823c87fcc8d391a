import { render, screen } from "@testing-library/react";
import React from "react";
import PrivacyNotice from "../../../src/components/forms/PrivacyNotice";
import PrivacyView from "../../../src/components/privacy/PrivacyView";

describe("privacy", () => {
  it("the page says what is collected, why, who sees it, how long, and how to ask for deletion", () => {
    render(
      <PrivacyView
        partyName="Qaumi Watan Party"
        email="info@qwp.org.pk"
        address="University Town, Peshawar"
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeInTheDocument();
    for (const heading of [
      /what we collect/i,
      /why we collect/i,
      /who sees it/i,
      /how long/i,
      /delete/i,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "info@qwp.org.pk" })).toHaveAttribute(
      "href",
      "mailto:info@qwp.org.pk",
    );
  });

  it("the notice beside the form links to the full page and to the deletion address", () => {
    render(<PrivacyNotice email="info@qwp.org.pk" />);
    expect(screen.getByRole("complementary", { name: /your data/i })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /full privacy notice/i })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(screen.getByRole("link", { name: "info@qwp.org.pk" })).toHaveAttribute(
      "href",
      "mailto:info@qwp.org.pk",
    );
  });
});

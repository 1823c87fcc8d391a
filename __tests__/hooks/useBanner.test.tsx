import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import FormBanner from "../../src/components/forms/FormBanner";
import { useBanner } from "../../src/hooks/useBanner";

function SavePanel() {
  const { banner, show, clear } = useBanner();
  return (
    <>
      <button type="button" onClick={() => show("error", "The article could not be saved.")}>
        Save
      </button>
      <button type="button" onClick={clear}>
        Dismiss
      </button>
      <FormBanner banner={banner} />
    </>
  );
}

describe("useBanner", () => {
  it("shows the same words twice as two messages, so a screen reader announces the second too, and clears", async () => {
    const user = userEvent.setup();
    render(<SavePanel />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const first = screen.getByRole("alert");
    expect(first).toHaveTextContent("The article could not be saved.");

    await user.click(screen.getByRole("button", { name: "Save" }));
    const second = screen.getByRole("alert");
    expect(second).toHaveTextContent("The article could not be saved.");
    expect(second).not.toBe(first);

    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React, { useState } from "react";
import { useFocusTrap } from "../../src/hooks/useFocusTrap";

function Dialog({ onEscape }: { onEscape: () => void }) {
  const { containerRef, initialFocusRef, onKeyDown } = useFocusTrap<
    HTMLDivElement,
    HTMLButtonElement
  >(onEscape);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div role="dialog" aria-label="Test" ref={containerRef} onKeyDown={onKeyDown}>
      <a href="#first">First</a>
      <button type="button" ref={initialFocusRef}>
        Close
      </button>
      <button type="button">Last</button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Behind</button>
      {open && <Dialog onEscape={() => setOpen(false)} />}
    </>
  );
}

describe("useFocusTrap", () => {
  it("focuses the initial element and keeps Tab and Shift+Tab inside", async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "First" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
  });

  it("locks the page's scrolling while mounted and restores it after", async () => {
    document.body.style.overflow = "auto";
    const user = userEvent.setup();
    render(<Page />);
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("auto");
  });
});

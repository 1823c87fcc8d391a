import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { useHoverDisclosure } from "../../src/hooks/useHoverDisclosure";

/** A minimal disclosure built only from the hook: a trigger, a panel with a link, and a link outside. */
function Disclosure({ openDelayMs = 0, closeDelayMs = 0, keep = false }) {
  const { open, toggle, rootProps, triggerProps, hoverProps } = useHoverDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >({
    openDelayMs,
    closeDelayMs,
    keepWhileKeyboardFocused: keep,
  });
  return (
    <>
      <div {...rootProps} {...hoverProps} data-testid="root">
        <button type="button" {...triggerProps} onClick={toggle}>
          Menu
        </button>
        <div hidden={!open} data-testid="panel">
          <a href="#inside">Inside</a>
        </div>
      </div>
      <a href="#outside">Outside</a>
    </>
  );
}

/** jsdom has no PointerEvent; a mouse event carrying pointerType is what React reads. */
const pointerOver = (target: Element, pointerType: "mouse" | "touch") => {
  const event = new MouseEvent("pointerover", { bubbles: true });
  Object.defineProperty(event, "pointerType", { value: pointerType });
  act(() => {
    target.dispatchEvent(event);
  });
};

const panel = () => screen.getByTestId("panel");
const trigger = () => screen.getByRole("button", { name: "Menu" });

describe("useHoverDisclosure", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = (props: React.ComponentProps<typeof Disclosure> = {}) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Disclosure {...props} />);
    return user;
  };

  it("opens after the open delay and closes after the close delay (mouse)", async () => {
    const user = setup({ openDelayMs: 700, closeDelayMs: 300 });
    await user.hover(screen.getByTestId("root"));
    act(() => jest.advanceTimersByTime(699));
    expect(panel()).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(panel()).toBeVisible();
    await user.unhover(screen.getByTestId("root"));
    act(() => jest.advanceTimersByTime(299));
    expect(panel()).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(panel()).not.toBeVisible();
  });

  it("a pointer that leaves before the open delay opens nothing", async () => {
    const user = setup({ openDelayMs: 700 });
    await user.hover(screen.getByTestId("root"));
    act(() => jest.advanceTimersByTime(400));
    await user.unhover(screen.getByTestId("root"));
    act(() => jest.advanceTimersByTime(1000));
    expect(panel()).not.toBeVisible();
  });

  it("keyboard focus opens at once; Escape inside closes and returns focus to the trigger", async () => {
    const user = setup({ openDelayMs: 700 });
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "Inside" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(panel()).not.toBeVisible();
    // Focus came back, and coming back did not reopen it.
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("focus leaving the root closes it", async () => {
    const user = setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Outside" })).toHaveFocus();
    expect(panel()).not.toBeVisible();
  });

  it("a click on the trigger toggles, but confirms right after the mouse opened it", async () => {
    const user = setup();
    await user.hover(trigger());
    expect(panel()).toBeVisible();
    await user.click(trigger());
    expect(panel()).toBeVisible();
    await user.click(trigger());
    expect(panel()).not.toBeVisible();
    await user.click(trigger());
    expect(panel()).toBeVisible();
  });

  it("a click outside closes it", async () => {
    const user = setup();
    await user.hover(trigger());
    expect(panel()).toBeVisible();
    await user.pointer({ keys: "[MouseLeft]", target: document.body });
    expect(panel()).not.toBeVisible();
  });

  it("only a mouse opens it by hovering, not a touch", () => {
    setup();
    // Touch screens send pointer enter events too; a tap must not open a hover panel.
    pointerOver(screen.getByTestId("root"), "touch");
    expect(panel()).not.toBeVisible();
    pointerOver(screen.getByTestId("root"), "mouse");
    expect(panel()).toBeVisible();
  });
});

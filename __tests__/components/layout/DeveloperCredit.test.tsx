import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import DeveloperCredit, {
  HOVER_CLOSE_DELAY_MS,
  HOVER_OPEN_DELAY_MS,
} from "../../../src/components/layout/DeveloperCredit";
import site from "../../../data/site.json";

const card = () => screen.queryByRole("group", { name: `${site.developer.name}: links` });

describe("DeveloperCredit hover card", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DeveloperCredit developer={site.developer} />);
    return { user, trigger: screen.getByRole("link", { name: site.developer.name }) };
  };

  it("uses the spec's delays", () => {
    expect(HOVER_OPEN_DELAY_MS).toBe(700);
    expect(HOVER_CLOSE_DELAY_MS).toBe(300);
  });

  it("opens 700 ms after the pointer arrives and closes 300 ms after it leaves", async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    act(() => jest.advanceTimersByTime(699));
    expect(card()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(card()).toBeVisible();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const link of site.developer.socialLinks)
      expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", link.url);

    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(299));
    expect(card()).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(card()).not.toBeInTheDocument();
  });

  it("has no card in the document until it opens", () => {
    const { trigger } = setup();
    expect(document.getElementById("developer-credit-card")).toBeNull();
    expect(trigger).not.toHaveAttribute("aria-controls");
    act(() => trigger.focus());
    expect(document.getElementById(trigger.getAttribute("aria-controls") ?? "")).toBe(card());
  });

  it("does not open when the pointer only passes by", async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    act(() => jest.advanceTimersByTime(400));
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(2000));
    expect(card()).not.toBeInTheDocument();
  });

  it("stays open while the pointer moves from the trigger onto the card", async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    act(() => jest.advanceTimersByTime(700));
    await user.unhover(trigger);
    act(() => jest.advanceTimersByTime(200));
    await user.hover(card() as HTMLElement);
    act(() => jest.advanceTimersByTime(1000));
    expect(card()).toBeVisible();
  });

  it("opens on keyboard focus, lets Tab reach its links, and Escape closes it with focus back on the trigger", async () => {
    const { user, trigger } = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(card()).toBeVisible();
    await user.tab();
    expect(screen.getByRole("link", { name: site.developer.socialLinks[0].label })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(card()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes when focus leaves it", async () => {
    const { user } = setup();
    await user.tab();
    expect(card()).toBeVisible();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(card()).not.toBeInTheDocument();
  });
});

import React, { useCallback, useEffect, useRef, useState } from "react";

type Options = {
  /** Delay before a resting mouse opens it (0: at once). */
  openDelayMs?: number;
  /** Delay before it closes after the mouse leaves, so the pointer can cross a gap. */
  closeDelayMs?: number;
  /** The mouse leaving does not close it while keyboard focus is inside (keyboard users keep it). */
  keepWhileKeyboardFocused?: boolean;
};

/** Is keyboard focus (not a click's focus) inside `root`? */
function keyboardFocusInside(root: HTMLElement | null): boolean {
  const focused = document.activeElement;
  if (!focused || !root?.contains(focused)) return false;
  try {
    return focused.matches(":focus-visible");
  } catch {
    return true; // a browser without :focus-visible: treat focus as the keyboard's
  }
}

/**
 * The behaviour of a hover-and-focus disclosure (the desktop menu's groups, the developer's hover
 * card): the mouse opens it after `openDelayMs` and closes it `closeDelayMs` after leaving;
 * keyboard focus on the trigger opens it at once, but a click's focus and focus returned by
 * Escape do not; Escape closes it (focus goes back to the trigger if it was inside the panel);
 * focus leaving the root, or a click or tap outside it, closes it. A click on the trigger
 * toggles, except right after the mouse opened it, when the click confirms rather than closes.
 *
 * Spread `rootProps` on the element holding trigger and panel, `triggerProps` on the trigger,
 * and `hoverProps` on whatever the mouse should keep open (the root, or trigger and panel).
 */
export function useHoverDisclosure<Trigger extends HTMLElement, Root extends HTMLElement>({
  openDelayMs = 0,
  closeDelayMs = 0,
  keepWhileKeyboardFocused = false,
}: Options = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pointerFocus = useRef(false);
  const returningFocus = useRef(false);
  const openedByHover = useRef(false);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);

  const hide = useCallback(({ returnFocus = false }: { returnFocus?: boolean } = {}) => {
    clearTimeout(timer.current);
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) {
      returningFocus.current = true;
      triggerRef.current?.focus();
    }
  }, []);

  const toggle = useCallback(() => {
    if (openedByHover.current) openedByHover.current = false;
    else if (open) hide();
    else show();
  }, [open, hide, show]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, hide]);

  const hover = (entering: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    if (entering === open) return;
    const run = () => {
      if (entering) {
        openedByHover.current = true;
        setOpen(true);
      } else if (!(keepWhileKeyboardFocused && keyboardFocusInside(rootRef.current))) hide();
    };
    const delay = entering ? openDelayMs : closeDelayMs;
    if (delay > 0) timer.current = setTimeout(run, delay);
    else run();
  };

  const hoverProps = { onPointerEnter: hover(true), onPointerLeave: hover(false) };

  const rootProps = {
    ref: rootRef,
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      hide({ returnFocus: document.activeElement !== triggerRef.current });
    },
  };

  const triggerProps = {
    ref: triggerRef,
    "aria-expanded": open,
    onPointerDown: () => {
      pointerFocus.current = true;
    },
    onFocus: () => {
      if (!pointerFocus.current && !returningFocus.current) show();
      pointerFocus.current = false;
      returningFocus.current = false;
    },
  };

  return { open, show, hide, toggle, rootRef, triggerRef, rootProps, triggerProps, hoverProps };
}

import React, { useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard and scroll behaviour: while mounted, `initialFocus` (else the container) has
 * focus, the page behind does not scroll, Tab and Shift+Tab cycle inside the container, and
 * Escape calls `onEscape`. Spread the returned `onKeyDown` on the container; give it `containerRef`.
 */
export function useFocusTrap<
  Container extends HTMLElement,
  Initial extends HTMLElement = HTMLElement,
>(onEscape: () => void) {
  const containerRef = useRef<Container>(null);
  const initialFocusRef = useRef<Initial>(null);

  useEffect(() => {
    (initialFocusRef.current ?? containerRef.current)?.focus();
  }, []);
  useScrollLock();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== "Tab" || !containerRef.current) return;
    const focusable = Array.from(containerRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return { containerRef, initialFocusRef, onKeyDown };
}

/** While mounted, the page behind does not scroll; the body's own overflow comes back after. */
export function useScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

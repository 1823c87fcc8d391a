import { useEffect } from "react";

/**
 * Marks `<html data-hydrated="true">` once the page content is interactive. Layout hydrates the
 * content after the header (see there), so this sits inside the content's boundary: browser tests
 * wait for the flag before they type, so no keystroke lands before React is listening.
 */
export default function HydratedFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

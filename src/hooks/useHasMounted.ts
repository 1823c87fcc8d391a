import { useEffect, useState } from "react";

/**
 * False during the static render and the hydration pass, true after. Client-only routes render
 * anything that depends on the URL only once this is true, so the hydrated HTML always matches
 * the HTML Gatsby built (otherwise React reports hydration errors #418/#423/#425).
 */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
